import type { QueuePage } from 'shared-contracts/staff';
import { Group, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';

export function QueuePaging({ page, onPage }: { page: QueuePage; onPage(n: number): void }) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label="Pages of the queue" gap="sm">
      <Button variant="default" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        Previous page
      </Button>
      <Text>
        Page {page.page} of {pages}
      </Text>
      <Button variant="default" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        Next page
      </Button>
    </Group>
  );
}
