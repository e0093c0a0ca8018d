import type { AuditEntry } from 'shared-contracts/staff';
import { Section, Text } from 'ui-kit';
import { DataTable } from 'ui-kit/table';
import { formatDateTime } from '../../components/date-time';

const detailsOf = (details: AuditEntry['details']) =>
  Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');

export function AuditLog({ entries, company }: { entries: readonly AuditEntry[]; company: string }) {
  return (
    <Section headingId="audit-heading" heading="Audit log" gap="xs">
      {entries.length === 0 ? (
        <Text>Nothing has been recorded on this application yet.</Text>
      ) : (
        <DataTable
          rows={entries}
          labelledBy="audit-heading"
          minWidth={560}
          rowKey={(entry, index) => `${entry.createdAt}-${index}`}
          rowData={(entry) => ({ 'data-action': entry.action })}
          columns={[
            { header: 'When', cell: (entry) => formatDateTime(entry.createdAt, company) },
            { header: 'Action', cell: (entry) => entry.action },
            { header: 'By', cell: (entry) => entry.operator, breakAnywhere: true },
            { header: 'Details', cell: (entry) => detailsOf(entry.details), breakAnywhere: true },
          ]}
        />
      )}
    </Section>
  );
}
