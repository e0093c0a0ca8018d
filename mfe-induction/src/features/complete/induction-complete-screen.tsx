import { useEffect, useState } from 'react';
import { formatDate, href } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api';
import { Anchor, PageHeading, Paper, Skeleton, Stack, Text, Title } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { Link, useNavigate, useParams } from 'ui-kit/router';
import { CertificateDownload } from '../../components/certificate-download';
import { loadCompletion, type Completion } from './load-completion';

/**
 * /induction/{inductionID}/complete (issue 20): what the participant completed, their certificate of completion
 * with its verification code, and the way back to their status page. An induction not yet completed goes back to
 * the player; a wrong link to page-404.
 */
export default function InductionCompleteScreen() {
  const { inductionId } = useParams();
  const navigate = useNavigate();
  const [data, setData] = useState<Completion | null>(null);
  const id = Number(inductionId);

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      navigate(href('page404'), { replace: true });
      return undefined;
    }
    const controller = new AbortController();
    loadCompletion(id, controller.signal)
      .then((loaded) => {
        if (!loaded.progress.induction?.CompletedAt) return navigate(href('induction', { inductionId: id }), { replace: true });
        return setData(loaded);
      })
      .catch((error: unknown) => {
        if ((error as { name?: string })?.name === 'AbortError') return;
        if (!isApiError(error) || error.status !== 503) navigate(href('page404'), { replace: true });
      });
    return () => controller.abort();
  }, [id, navigate]);

  if (!data) {
    return (
      <Stack gap="md" aria-busy="true">
        <PageHeading>Induction completed</PageHeading>
        <Skeleton height={24} width="60%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  const { progress, programme, certificate } = data;
  const induction = progress.induction;
  const slides = programme.modules.reduce((n, m) => n + m.slides.length, 0);
  const code = induction?.CertificateCode ?? null;
  return (
    <Stack gap="lg">
      <PageHeading>Induction completed</PageHeading>
      <Alert className="induction-alert" color="teal" variant="light" title="Well done" data-testid="completion">
        {certificate ? `${certificate.ParticipantName}, you` : 'You'} completed the {induction?.Name} on {formatDate(induction?.CompletedAt)}.
      </Alert>
      <Stack gap="xs" component="section" aria-labelledby="completed-heading">
        <Title order={2} size="h3" id="completed-heading">
          What you completed
        </Title>
        <Text>
          All {programme.modules.length} modules and their {slides} slides, with every question answered correctly:
        </Text>
        <ol data-testid="completed-modules">
          {programme.modules.map((m) => (
            <li key={m.Id}>{m.title}</li>
          ))}
        </ol>
      </Stack>
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
    </Stack>
  );
}
