import type { RecordView } from 'shared-contracts/staff';
import { Stack, Text, Title } from 'ui-kit';
import { DataTable } from 'ui-kit/table';
import { formatDateTime } from '../../components/date-time';

export function accessedPartLabel(what: string): string {
  if (what === 'record') return 'The record';
  if (what === 'queue') return 'Its line in a queue or search';
  if (what.startsWith('document:')) return `Document: ${what.slice('document:'.length).replace(/-/g, ' ')}`;
  return what;
}

export interface ViewsRow {
  staff: string;
  what: string;
  last: string;
  first: string;
  count: number;
}

export function viewsRows(views: readonly RecordView[]): ViewsRow[] {
  const rows: ViewsRow[] = [];
  for (const view of views) {
    const previous = rows[rows.length - 1];
    if (previous && previous.staff === view.staff && previous.what === view.what) {
      previous.first = view.at;
      previous.count += 1;
    } else rows.push({ staff: view.staff, what: view.what, last: view.at, first: view.at, count: 1 });
  }
  return rows;
}

export function ViewsLog({ views, company }: { views: readonly RecordView[]; company: string }) {
  return (
    <Stack component="section" aria-labelledby="views-heading" gap="xs">
      <Title order={2} id="views-heading" size="h3">
        Who looked at this record
      </Title>
      {views.length === 0 ? (
        <Text>No one yet.</Text>
      ) : (
        <DataTable
          rows={viewsRows(views)}
          labelledBy="views-heading"
          minWidth={420}
          rowKey={(row, index) => `${row.last}-${index}`}
          columns={[
            { header: 'When', cell: (row) => (row.count > 1 ? `${formatDateTime(row.first, company)} to ${formatDateTime(row.last, company)}` : formatDateTime(row.last, company)) },
            { header: 'Staff member', cell: (row) => row.staff, breakAnywhere: true },
            { header: 'What', cell: (row) => `${accessedPartLabel(row.what)}${row.count > 1 ? ` (${row.count} times)` : ''}` },
          ]}
        />
      )}
    </Stack>
  );
}
