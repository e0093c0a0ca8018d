import { lazy, Suspense, useState } from 'react';
import { formatDate, isApiError } from 'shared-contracts';
import { inductionApi, normaliseCertificateCode, type InductionCertificate } from 'shared-contracts/induction';
import { PageHeading, Section, Skeleton, Stack, Text, useLoad } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { useParams } from 'ui-kit/router';
import { CertificateCodeForm } from '../../components/certificate-code-form';
import { zoneOf } from './certificate-zone';

const loadCertificateTable = () => import(/* webpackChunkName: "induction-certificate-table" */ './certificate-table');
const CertificateTable = lazy(() => loadCertificateTable().then((m) => ({ default: m.CertificateTable })));

async function loadCertificate(code: string, signal: AbortSignal): Promise<InductionCertificate> {
  const certificate = await inductionApi.inductionCertificate({ params: { code }, signal });
  void loadCertificateTable().catch(() => undefined);
  return certificate;
}

type Check = { state: 'loading' } | { state: 'found'; certificate: InductionCertificate } | { state: 'not-found' } | { state: 'failed' };

export default function CertificateCheckScreen() {
  const { code = '' } = useParams();
  const [check, setCheck] = useState<Check>({ state: 'loading' });

  const load = (signal: AbortSignal) => {
    setCheck({ state: 'loading' });
    return loadCertificate(code, signal);
  };
  const failed = (error: unknown) =>
    setCheck(isApiError(error) && (error.status === 404 || error.status === 400 || error.kind === 'invalid-request') ? { state: 'not-found' } : { state: 'failed' });
  useLoad(load, (certificate) => setCheck({ state: 'found', certificate }), failed, [code]);

  return (
    <Stack gap="lg">
      <PageHeading>Check a certificate of completion</PageHeading>
      {check.state === 'loading' && <Skeleton height={120} />}
      {check.state === 'found' && (
        <Stack gap="sm">
          <Alert className="induction-alert" color="teal" variant="light" title="This certificate is genuine" data-testid="certificate-valid">
            {check.certificate.ParticipantName} completed the {check.certificate.InductionName} on {formatDate(check.certificate.CompletedAt, zoneOf(check.certificate))}.
          </Alert>
          <Suspense fallback={<Skeleton height={200} />}>
            <CertificateTable certificate={check.certificate} />
          </Suspense>
        </Stack>
      )}
      {check.state === 'not-found' && (
        <Alert className="induction-alert" color="red" variant="light" title="No certificate has this code" role="alert" data-testid="certificate-not-found">
          We could not find a certificate with the code {normaliseCertificateCode(code)}. Check that it was typed exactly as printed on the certificate.
        </Alert>
      )}
      {check.state === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          We could not check the certificate just now. Please try again in a moment.
        </Alert>
      )}
      <Section headingId="another-heading" heading="Check another certificate" gap="xs">
        <Text>Every certificate of completion has a verification code. Type it here to see who it was issued to.</Text>
        <CertificateCodeForm />
      </Section>
    </Stack>
  );
}
