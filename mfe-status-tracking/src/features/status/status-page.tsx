import { useEffect, useMemo } from 'react';
import { COMPANIES, DECISION_NOT_APPROVED, href, sessionStore, useSession } from 'shared-contracts';
import { MESSAGES, parseNumericId } from 'shared-contracts/tracking';
import { Group, PageHeading, Section, Skeleton, Stack, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';
import { Navigate, useParams } from 'ui-kit/router';
import { ApplicationSummary, cardKindOfPerson } from './application-summary';
import { ChargesPanel } from './charges-panel';
import { DownloadsPanel } from './downloads-panel';
import { InductionLinks } from './induction-links';
import { LodgementPanel } from './lodgement-panel';
import { statusTimeline } from './status-timeline';
import { StatusTimelineView } from './status-timeline-view';
import { useIdleReset, useSignOut } from './use-idle-reset';
import { useStatusData } from './use-status-data';

export default function StatusPage() {
  const peopleId = parseNumericId(useParams().peopleId);
  const { data, retry } = useStatusData(peopleId);
  const signOut = useSignOut();
  const sessionCompany = COMPANIES[useSession((s) => s.company)];
  const company = data.state === 'ready' && data.person.Company ? COMPANIES[data.person.Company] : sessionCompany;
  useIdleReset();

  const stages = useMemo(() => (data.state === 'ready' ? statusTimeline(data.person, company) : []), [data, company]);

  useEffect(() => {
    if (data.state === 'ready') sessionStore.getState().setPeopleId(data.person.Id);
  }, [data]);

  if (data.state === 'missing') return <Navigate to={href('notFound')} replace />;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeading>Your {data.state === 'ready' ? cardKindOfPerson(data.person) : company.cardTypes.join(' or ')} application</PageHeading>
        <Text>Where your application is up to, and what happens next.</Text>
      </Stack>
      {(data.state === 'loading' || data.state === 'handled') && (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your application">
          <Skeleton height={96} />
          <Skeleton height={240} />
        </Stack>
      )}
      {data.state === 'offline' && (
        <Alert color="red" variant="light" role="alert" title="We could not load your application">
          <Text mb="sm">Check your internet connection and try again.</Text>
          <Button onClick={retry}>Try again</Button>
        </Alert>
      )}
      {data.state === 'ready' && (
        <>
          <ApplicationSummary person={data.person} timeZone={company.timeZone} />
          {data.person._ausCheckDecision?.Decision === DECISION_NOT_APPROVED && (
            <Alert color="orange" variant="light" role="status" title="Your application has been processed">
              {MESSAGES.decisionNotApproved}
            </Alert>
          )}
          <Section headingId="progress-heading" heading="Progress" gap="sm">
            <StatusTimelineView stages={stages} timeZone={company.timeZone} />
          </Section>
          <ChargesPanel person={data.person} company={company} />
          <DownloadsPanel person={data.person} />
          {data.person.IncompleteFormId !== null && <InductionLinks peopleId={data.person.Id} formId={data.person.IncompleteFormId} company={company} />}
          <LodgementPanel person={data.person} options={data.lodgementOptions} />
          <Group>
            <Button variant="default" onClick={() => signOut(href('track'))}>
              Sign out
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
