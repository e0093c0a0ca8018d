import { formatDate, getCompany, href } from 'shared-contracts';
import { QUEUE_STAGE_LABELS, type QueueItem } from 'shared-contracts/staff';
import { Anchor } from 'ui-kit';
import { Table } from 'ui-kit/table';
import { Link } from 'ui-kit/router';

/** One row an application: its tracking number opens the record. */
export function QueueTable({ items }: { items: readonly QueueItem[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder aria-label="Applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tracking number</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Birth date</Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">Stage</Table.Th>
            <Table.Th scope="col">Submitted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.trackingNumber}>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={href('staffApplication', { ref: item.trackingNumber })}>
                  {item.trackingNumber}
                </Anchor>
              </Table.Th>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.email}</Table.Td>
              <Table.Td>{formatDate(item.birthDate, getCompany(item.company).timeZone)}</Table.Td>
              <Table.Td>{getCompany(item.company).name}</Table.Td>
              <Table.Td>{QUEUE_STAGE_LABELS[item.stage]}</Table.Td>
              <Table.Td>{formatDate(item.submittedAt, getCompany(item.company).timeZone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
