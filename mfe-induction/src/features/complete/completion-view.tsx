import { formatDate, getCompany, href } from 'shared-contracts';
import { Anchor, Paper, Section, Stack, Text, Title } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { Link } from 'ui-kit/router';
import { CertificateDownload } from '../../components/certificate-download';
import type { InductionCertificate, InductionProgram, InductionProgress } from 'shared-contracts/induction';

export interface Completion {
  progress: InductionProgress;
  programme: InductionProgram;
  certificate: InductionCertificate | null;
}

export function CompletionView({ completion }: { completion: Completion }) {
  const { progress, programme, certificate } = completion;
  const induction = progress.induction;
  const slides = programme.modules.reduce((n, m) => n + m.slides.length, 0);
  const code = induction?.CertificateCode ?? null;
  return (
    <>
      <Alert className="induction-alert" color="teal" variant="light" title="Well done" data-testid="completion">
        {certificate ? `${certificate.ParticipantName}, you` : 'You'} completed the {induction?.Name} on {formatDate(induction?.CompletedAt, getCompany(induction?.Company).timeZone)}.
      </Alert>
      <Section headingId="completed-heading" heading="What you completed" gap="xs">
        <Text>
          All {programme.modules.length} modules and their {slides} slides, with every question answered correctly:
        </Text>
        <ol data-testid="completed-modules">
          {programme.modules.map((m) => (
            <li key={m.Id}>{m.title}</li>
          ))}
        </ol>
      </Section>
      {code && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certificate-heading">
          <Stack gap="xs">
            <Title order={2} size="h3" id="certificate-heading">
              Your certificate of completion
            </Title>
            <Text>Your certificate shows your name, the induction, the date you completed it and a verification code that an employer or a port can check.</Text>
            <Text>
              Verification code:{' '}
              <Text span fw={700} ff="monospace" data-testid="certificate-code">
                {code}
              </Text>
            </Text>
            <CertificateDownload code={code} />
            <Text size="sm">
              Anyone can check it at{' '}
              <Anchor component={Link} to={href('inductionCertificate', { code })}>
                {`${window.location.origin}${href('inductionCertificate', { code })}`}
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      )}
      {progress.redirect && (
        <Text>
          <Anchor component={Link} to={progress.redirect}>
            Back to your status page
          </Anchor>
        </Text>
      )}
    </>
  );
}
