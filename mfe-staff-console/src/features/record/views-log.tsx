import type { RecordView } from 'shared-contracts/staff';
import { Section, Text } from 'ui-kit';
import { DataTable } from 'ui-kit/table';
import { formatDateTime } from '../../components/date-time';

export function accessedPartLabel(what: string): string {
  if (what === 'record') return 'The record';
  if (what === 'queue') return 'Its line in a queue or search';
  if (what.startsWith('document:')) return `Document: ${what.slice('document:'.length).replace(/-/g, ' ')}`;
  return what;
}

interface ViewsRow {
  staff: string;
  what: string;
  last: string;
  first: string;
  count: number;
}

function viewsRows(views: readonly RecordView[]): ViewsRow[] {
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
    <Section headingId="views-heading" heading="Who looked at this record" gap="xs">
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
    </Section>
  );
}
