import type { RecordView } from 'shared-contracts/staff';
import { Stack, Text, Title } from 'ui-kit';
import { Table } from 'ui-kit/table';
import { formatDateTime } from '../../components/date-time';

/** The access log's `what` in words: the record, one of its documents, or its line in a queue or search page. */
export function accessedPartLabel(what: string): string {
  if (what === 'record') return 'The record';
  if (what === 'queue') return 'Its line in a queue or search';
  if (what.startsWith('document:')) return `Document: ${what.slice('document:'.length).replace(/-/g, ' ')}`;
  return what;
}

/** Who looked at this record's personal data, what and when, newest first (the access log). */
export function ViewsLog({ views, company }: { views: readonly RecordView[]; company: string }) {
  return (
    <Stack component="section" aria-labelledby="views-heading" gap="xs">
      <Title order={2} id="views-heading" size="h3">
        Who looked at this record
      </Title>
      {views.length === 0 ? (
        <Text>No one yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder aria-labelledby="views-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Staff member</Table.Th>
                <Table.Th scope="col">What</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {views.map((view, index) => (
                <Table.Tr key={`${view.at}-${index}`}>
                  <Table.Td>{formatDateTime(view.at, company)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{view.staff}</Table.Td>
                  <Table.Td>{accessedPartLabel(view.what)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
