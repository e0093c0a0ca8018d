import { COMPANIES, formatDate, useSession } from 'shared-contracts';
import type { IncompleteInductions } from 'shared-contracts/induction';
import { Anchor, Text } from 'ui-kit';
import { Badge } from 'ui-kit/widgets';
import { Table } from 'ui-kit/table';
import { Link } from 'ui-kit/router';
import { CertificateDownload } from '../../components/certificate-download';

/**
 * The card holder's inductions: each one's name and link, its state, its completion date and certificate. Two
 * columns that fit a phone (issue 39: at 390 px the third column and the badge were cut off behind a scroll).
 */
export function StatusList({ inductions }: { inductions: IncompleteInductions['inductions'] }) {
  const timeZone = useSession((s) => COMPANIES[s.company].timeZone);
  return (
    <Table striped withTableBorder aria-label="Your inductions" style={{ tableLayout: 'fixed', width: '100%', overflowWrap: 'anywhere' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Induction</Table.Th>
            <Table.Th scope="col" w="42%">
              Status
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {inductions.map((induction) => (
            <Table.Tr key={induction.url}>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={induction.url}>
                  {induction.inductionName}
                </Anchor>
              </Table.Th>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
    </Table>
  );
}
