import { useState } from 'react';
import { isApiError } from 'shared-contracts';
import { staffRecordApi, type OutboxMail, type StaffApplicationView } from 'shared-contracts/staff';
import { Section, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Badge } from 'ui-kit/widgets';
import { DataTable } from 'ui-kit/table';
import { formatDateTime } from '../../components/date-time';
import { whileSignedIn } from '../session/while-signed-in';

const STATUS: Record<OutboxMail['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting to be sent', color: 'blue.9' },
  sent: { label: 'Sent', color: 'teal.9' },
  failed: { label: 'Failed', color: 'red.9' },
};

export function MailOutbox({ view, canResend }: { view: StaffApplicationView; canResend: boolean }) {
  const [mail, setMail] = useState(view.mail);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  async function resend(item: OutboxMail) {
    setMessage(null);
    setBusy(item.id);
    try {
      const copy = await whileSignedIn(staffRecordApi.staffResendMail({ params: { ref: view.trackingNumber, mailId: item.id } }));
      setMail((list) => [copy, ...list]);
      setMessage({ text: `A copy of "${item.subject}" is queued to ${item.to}.`, failed: false });
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) setMessage({ text: isApiError(error) && error.serverMessage ? error.serverMessage : 'The mail was not queued again. Try again.', failed: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Section headingId="mail-heading" heading="Mail to the applicant" gap="xs">
      {message && (
        <Text role={message.failed ? 'alert' : 'status'} c={message.failed ? 'red.9' : undefined}>
          {message.text}
        </Text>
      )}
      {mail.length === 0 ? (
        <Text>No mail for this application.</Text>
      ) : (
        <DataTable
          rows={mail}
          labelledBy="mail-heading"
          minWidth={640}
          rowKey={(item) => item.id}
          rowData={(item) => ({ 'data-status': item.status })}
          columns={[
            { header: 'Subject', cell: (item) => item.subject },
            { header: 'To', cell: (item) => item.to, breakAnywhere: true },
            {
              header: 'Status',
              cell: (item) => (
                <>
                  <Badge color={STATUS[item.status].color} variant="default">
                    {STATUS[item.status].label}
                  </Badge>
                  {item.status === 'failed' && item.lastError && (
                    <Text size="xs" mt={4}>
                      After {item.attempts} {item.attempts === 1 ? 'attempt' : 'attempts'}: {item.lastError}
                    </Text>
                  )}
                  {item.sentAt && (
                    <Text size="xs" mt={4}>
                      {formatDateTime(item.sentAt, view.company)}
                    </Text>
                  )}
                </>
              ),
            },
            { header: 'Queued', cell: (item) => formatDateTime(item.createdAt, view.company) },
            canResend && {
              header: 'Resend',
              cell: (item) =>
                item.status !== 'pending' && (
                  <Button size="xs" variant="default" loading={busy === item.id} onClick={() => void resend(item)} aria-label={`Resend "${item.subject}"`}>
                    Resend
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Section>
  );
}
