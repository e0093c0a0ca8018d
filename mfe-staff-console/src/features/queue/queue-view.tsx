import { lazy, Suspense, useEffect, useState } from 'react';
import { isApiError } from 'shared-contracts';
import { staffApi, type QueuePage } from 'shared-contracts/staff';
import { Skeleton, Stack, Text } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { useSearchParams } from 'ui-kit/router';
import { whileSignedIn } from '../session/while-signed-in';
import { QueuePaging } from './queue-paging';
import { queryOf, searchOf } from './queue-query';
import { QueueSearch } from './queue-search';

// The table (Mantine's Table and ScrollArea, ui-kit/table) is fetched with the queue's first page, not with the screen:
// a signed-out visit shows the sign-in form only and does not download it (docs/decisions/057).
const loadQueueTable = () => import('./queue-table').then((m) => ({ default: m.QueueTable }));
const QueueTable = lazy(loadQueueTable);

/**
 * The queue (issue 19): applications by stage, searched by tracking number, name, email or birth date, a page at a
 * time. The stage, the search and the page live in the address. Rendered under the screen's heading
 * (./queue-screen), which stays in place, with the focus it may have, while this view's code loads.
 */
export function QueueView() {
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const key = new URLSearchParams(searchOf(query)).toString();
  const [result, setResult] = useState<{ key: string; page: QueuePage } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setFailure(null);
    // the table's code comes while the page is asked for, so that it is there when the page is
    void loadQueueTable().catch(() => undefined);
    // GET /api/operator/applications?stage&q&page: one page of the queue
    whileSignedIn(staffApi.staffQueue({ query: queryOf(new URLSearchParams(key)), signal: controller.signal }))
      .then((page) => setResult({ key, page }))
      .catch((error: unknown) => {
        if ((error as { name?: string })?.name === 'AbortError') return;
        // a 401 has already put the sign-in form in the screen's place
        if (isApiError(error) && error.status === 401) return;
        setFailure(isApiError(error) && error.serverMessage ? error.serverMessage : 'The queue could not be loaded. Try again.');
      });
    return () => controller.abort();
  }, [key]);

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
