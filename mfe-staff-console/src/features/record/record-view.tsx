import { useState } from 'react';
import { getCompany, href, isApiError } from 'shared-contracts';
import { QUEUE_STAGE_LABELS, staffRecordApi, type StaffApplicationView, type StaffMember } from 'shared-contracts/staff';
import { Anchor, Group, PageHeading, Stack, Text, useLoad } from 'ui-kit';
import { Badge, Divider } from 'ui-kit/widgets';
import { Link } from 'ui-kit/router';
import { ACTION_WORDING, type ActionKind } from './action-values';
import { ActionsPanel } from './actions-panel';
import { AnswersSection } from './answers-section';
import { AuditLog } from './audit-log';
import { DocumentsSection } from './documents-section';
import { InductionSection } from './induction-section';
import { MailOutbox } from './mail-outbox';
import { DoneAlert } from '../../components/done-alert';
import { ScreenLoading } from '../../components/screen-loading';
import { ViewsLog } from './views-log';
import { whileSignedIn } from '../session/while-signed-in';

const BackToQueue = () => (
  <Anchor component={Link} to={href('staff')}>
    Back to the applications
  </Anchor>
);

export function RecordView({ reference, member }: { reference: string; member: StaffMember }) {
  const [view, setView] = useState<StaffApplicationView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 401) return;
    setFailure(isApiError(error) && (error.status === 404 || error.status === 400) ? `No application has the reference ${reference}.` : 'The application could not be loaded. Try again.');
  };
  useLoad((signal) => whileSignedIn(staffRecordApi.staffApplication({ params: { ref: reference }, signal })), setView, failed, [reference]);

  if (failure) {
    return (
      <Stack gap="md">
        <PageHeading>Application not found</PageHeading>
        <Text>{failure}</Text>
        <BackToQueue />
      </Stack>
    );
  }
  if (!view) return <ScreenLoading heading={`Application ${reference}`} height={240} />;

  const onRecorded = (next: StaffApplicationView, kind: ActionKind) => {
    setView(next);
    setRecorded(`Recorded: ${ACTION_WORDING[kind].title.replace(/^Record /, '').replace(/^Redact this record$/, 'the redaction')}.`);
  };

  return (
    <Stack gap="lg">
      <BackToQueue />
      <Stack gap={4}>
        <PageHeading>
          {view.trackingNumber}: {view.name}
        </PageHeading>
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="blue.9" data-testid="record-stage">
            {QUEUE_STAGE_LABELS[view.stage]}
          </Badge>
          {view.redacted && (
            <Badge variant="outline" color="red.9">
              Redacted
            </Badge>
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {view.email} · {getCompany(view.company).name}
          </Text>
        </Group>
      </Stack>
      {recorded && <DoneAlert>{recorded}</DoneAlert>}
      {member.role === 'viewer' && <Text size="sm">You can read this record. Your role does not record actions.</Text>}
      <ActionsPanel view={view} onRecorded={onRecorded} />
      <Divider />
      <AnswersSection person={view.person} />
      <DocumentsSection view={view} />
      <InductionSection induction={view.induction} company={view.company} />
      <AuditLog entries={view.audit} company={view.company} />
      <ViewsLog views={view.views} company={view.company} />
      <MailOutbox key={view.mail.map((m) => m.id).join(',')} view={view} canResend={member.role === 'officer'} />
    </Stack>
  );
}
