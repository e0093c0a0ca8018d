import { formatDate, getCompany, href } from 'shared-contracts';
import { QUEUE_STAGE_LABELS, type QueueItem } from 'shared-contracts/staff';
import { Anchor } from 'ui-kit';
import { DataTable } from 'ui-kit/table';
import { Link } from 'ui-kit/router';

export function QueueTable({ items }: { items: readonly QueueItem[] }) {
  return (
    <DataTable
      rows={items}
      label="Applications"
      minWidth={720}
      rowKey={(item) => item.trackingNumber}
      columns={[
        {
          header: 'Tracking number',
          rowHeader: true,
          cell: (item) => (
            <Anchor component={Link} to={href('staffApplication', { ref: item.trackingNumber })}>
              {item.trackingNumber}
            </Anchor>
          ),
        },
        { header: 'Name', cell: (item) => item.name },
        { header: 'Email', cell: (item) => item.email, breakAnywhere: true },
        { header: 'Birth date', cell: (item) => formatDate(item.birthDate, getCompany(item.company).timeZone) },
        { header: 'Company', cell: (item) => getCompany(item.company).name },
        { header: 'Stage', cell: (item) => QUEUE_STAGE_LABELS[item.stage] },
        { header: 'Submitted', cell: (item) => formatDate(item.submittedAt, getCompany(item.company).timeZone) },
      ]}
    />
  );
}
