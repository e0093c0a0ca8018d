import { useState } from 'react';
import { href, isApiError } from 'shared-contracts';
import { staffApi, type StaffEnrolmentInfo } from 'shared-contracts/staff';
import { Anchor, Group, PageHeading, Paper, Skeleton, Stack, Text, Title, useLoad } from 'ui-kit';
import { Link, useLocation, useNavigate } from 'ui-kit/router';
import { staffSessionStore } from '../session/staff-session-store';
import { EnrolmentForm } from './enrolment-form';
import { otpauthSecret } from './otpauth-secret';
import { QrCodeImage } from './qr-code-image';

function enrolmentFailureMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error) && error.status === 404) return 'This enrolment link is not valid: it is unknown, used or expired.';
  return 'The enrolment could not be loaded. Try again.';
}

// the token is in the fragment, which never reaches a server's logs
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

export default function EnrolmentScreen() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = tokenOf(hash);
  const [info, setInfo] = useState<StaffEnrolmentInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : 'This address has no enrolment token. Open the link from your enrolment message again.');

  const load = token ? (signal: AbortSignal) => staffApi.staffEnrolment({ params: { token }, signal }) : null;
  useLoad(load, setInfo, (error) => setFailure(enrolmentFailureMessage(error)), [token]);

  if (failure) {
    return (
      <Stack gap="md">
        <PageHeading>This enrolment link does not work</PageHeading>
        <Text>{failure}</Text>
        <Text>Ask the console&apos;s administrator for a new link. If you have already set up your account, sign in instead.</Text>
        <Anchor component={Link} to={href('staff')}>
          Sign in to the staff console
        </Anchor>
      </Stack>
    );
  }
  if (!info) {
    return (
      <Stack gap="md" aria-busy="true">
        <PageHeading>Set up your staff account</PageHeading>
        <Skeleton height={200} width={200} />
      </Stack>
    );
  }
  const secret = otpauthSecret(info.otpauthUri);
  return (
    <Stack gap="lg">
      <PageHeading>Set up your staff account</PageHeading>
      <Text>
        For <strong>{info.name}</strong> ({info.email}). You sign in to the staff console with a password and a code from an authenticator app on your phone.
      </Text>
      <Paper component="section" aria-labelledby="app-heading" withBorder p="md" radius="md">
        <Title order={2} id="app-heading" size="h3" mb="sm">
          1. Add the account to your authenticator app
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <QrCodeImage svg={info.qrSvg} label={`QR code to scan with your authenticator app, for ${info.email}`} />
          <Stack gap="xs" style={{ flex: '1 1 16rem' }}>
            <Text>Scan the QR code with the app. If you cannot scan it, add the account by hand with this key (time-based):</Text>
            {secret && (
              <Text component="code" data-testid="otp-secret" ff="monospace" fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {secret}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <section aria-labelledby="password-heading">
        <Title order={2} id="password-heading" size="h3" mb="sm">
          2. Choose a password and confirm a code
        </Title>
        <EnrolmentForm
          token={token}
          email={info.email}
          onEnrolled={(member) => {
            staffSessionStore.getState().signedIn(member);
            navigate(href('staff'), { replace: true });
          }}
        />
      </section>
    </Stack>
  );
}
