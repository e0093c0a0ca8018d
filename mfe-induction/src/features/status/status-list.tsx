import { COMPANIES, formatDate, useSession } from 'shared-contracts';
import type { IncompleteInductions } from 'shared-contracts/induction';
import { Anchor, Text } from 'ui-kit';
import { Badge } from 'ui-kit/widgets';
import { DataTable } from 'ui-kit/table';
import { Link } from 'ui-kit/router';
import { CertificateDownload } from '../../components/certificate-download';

export function StatusList({ inductions }: { inductions: IncompleteInductions['inductions'] }) {
  const timeZone = useSession((s) => COMPANIES[s.company].timeZone);
  return (
    <DataTable
      rows={inductions}
      label="Your inductions"
      style={{ tableLayout: 'fixed', width: '100%', overflowWrap: 'anywhere' }}
      rowKey={(induction) => induction.url}
      columns={[
        {
          header: 'Induction',
          rowHeader: true,
          cell: (induction) => (
            <Anchor component={Link} to={induction.url}>
              {induction.inductionName}
            </Anchor>
          ),
        },
        {
          header: 'Status',
          width: '42%',
          cell: (induction) => (
            <>
              <Badge color={induction.completedAt ? 'teal.9' : 'blue.9'} variant="outline" maw="100%">
                {induction.completedAt ? 'Completed' : 'To do'}
              </Badge>
              <Text size="sm" mt={4}>
                <Text span c="dark.6">
                  {induction.completedAt ? 'On ' : 'Completed: '}
                </Text>
                <Text span data-testid="completed-at">
                  {induction.completedAt ? formatDate(induction.completedAt, timeZone) : 'Not yet'}
                </Text>
              </Text>
              {induction.certificateCode && (
                <Text size="sm" mt={4}>
                  <CertificateDownload code={induction.certificateCode}>{`Certificate of completion (PDF)`}</CertificateDownload>
                </Text>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
