import { PageHeading, Paper, Stack, Text } from 'ui-kit';
import { SignInForm } from './sign-in-form';
import { SESSION_ENDED_MESSAGE, staffSessionStore } from './staff-session-store';

export function SignInScreen({ ended }: { ended: boolean }) {
  return (
    <Stack gap="md">
      <PageHeading>Sign in to the staff console</PageHeading>
      {ended && (
        <Paper role="status" withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-orange-9)', borderWidth: 2 }}>
          <Text fw={600}>{SESSION_ENDED_MESSAGE}</Text>
        </Paper>
      )}
      <Text>For the staff of the issuing office. You need your email address, your password and your authenticator app.</Text>
      <SignInForm onSignedIn={(member) => staffSessionStore.getState().signedIn(member)} />
    </Stack>
  );
}
