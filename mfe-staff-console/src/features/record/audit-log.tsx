import type { AuditEntry } from 'shared-contracts/staff';
import { Stack, Text, Title } from 'ui-kit';
import { Table } from 'ui-kit/table';
import { formatDateTime } from '../../components/date-time';

const detailsOf = (details: AuditEntry['details']) =>
  Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');

/** What was recorded on the application, by whom and when (the operator audit log). */
export function AuditLog({ entries, company }: { entries: readonly AuditEntry[]; company: string }) {
  return (
    <Stack component="section" aria-labelledby="audit-heading" gap="xs">
      <Title order={2} id="audit-heading" size="h3">
        Audit log
      </Title>
      {entries.length === 0 ? (
        <Text>Nothing has been recorded on this application yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder aria-labelledby="audit-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
                <Table.Th scope="col">By</Table.Th>
                <Table.Th scope="col">Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={`${entry.createdAt}-${index}`} data-action={entry.action}>
                  <Table.Td>{formatDateTime(entry.createdAt, company)}</Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.operator}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{detailsOf(entry.details)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
