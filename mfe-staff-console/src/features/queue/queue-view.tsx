import { lazy, Suspense, useState } from 'react';
import { isApiError } from 'shared-contracts';
import { staffApi, type QueuePage } from 'shared-contracts/staff';
import { Skeleton, Stack, Text, useLoad } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { useSearchParams } from 'ui-kit/router';
import { whileSignedIn } from '../session/while-signed-in';
import { QueuePaging } from './queue-paging';
import { queryOf, searchOf } from './queue-query';
import { QueueSearch } from './queue-search';

// the table comes with the first page, not the screen: a signed-out visit does not download it (docs/decisions/057)
const loadQueueTable = () => import('./queue-table').then((m) => ({ default: m.QueueTable }));
const QueueTable = lazy(loadQueueTable);

export function QueueView() {
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const key = new URLSearchParams(searchOf(query)).toString();
  const [result, setResult] = useState<{ key: string; page: QueuePage } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = (signal: AbortSignal) => {
    setFailure(null);
    void loadQueueTable().catch(() => undefined);
    return whileSignedIn(staffApi.staffQueue({ query, signal }));
  };
  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 401) return;
    setFailure(isApiError(error) && error.serverMessage ? error.serverMessage : 'The queue could not be loaded. Try again.');
  };
  useLoad(load, (page) => setResult({ key, page }), failed, [key]);

  const page = result?.page;
  return (
    <>
      <QueueSearch query={query} onChange={(next) => setSearch(searchOf(next))} />
      {failure && (
        <Alert color="red" variant="outline" role="alert" title="The queue is not available">
          {failure}
        </Alert>
      )}
      {!page ? (
        !failure && <Skeleton height={200} aria-label="Loading the queue" />
      ) : (
        <Stack gap="sm" aria-busy={result?.key !== key}>
          <Text role="status" data-testid="queue-total">
            {page.total === 0 ? 'No applications match.' : `${page.total} ${page.total === 1 ? 'application' : 'applications'}`}
          </Text>
          {page.items.length > 0 && (
            <Suspense fallback={<Skeleton height={200} aria-label="Loading the queue" />}>
              <QueueTable items={page.items} />
            </Suspense>
          )}
          <QueuePaging page={page} onPage={(n) => setSearch(searchOf({ ...query, page: n }))} />
        </Stack>
      )}
    </>
  );
}
