import { lazy, Suspense, useState } from 'react';
import { PageHeading, Skeleton, Stack, loadOnce } from 'ui-kit';
import { StaffGate } from '../session/staff-gate';

// The queue (its search form, the widgets' alert, the staff contract and the API layer it calls with) is fetched once
// a staff member is signed in: a signed-out visit shows the sign-in form only and does not download it (issue 17,
// docs/decisions/060). The heading is the screen's, so that it keeps the focus StaffGate gives it after a sign-in
// while the view's code arrives. A load that failed is forgotten (loadOnce), and the lazy component is made per mount,
// so that the host's "Try again" (which mounts the console again) loads it again instead of rethrowing the failure.
const loadQueueView = loadOnce(() => import(/* webpackChunkName: "queue-view" */ './queue-view').then((m) => ({ default: m.QueueView })));

/** /staff: the sign-in form while signed out, the queue of applications once signed in. */
export default function QueueScreen() {
  const [QueueView] = useState(() => lazy(loadQueueView));
  return (
    <StaffGate heading="Applications">
      {() => (
        <Stack gap="md">
          <PageHeading>Applications</PageHeading>
          <Suspense fallback={<Skeleton height={200} aria-label="Loading the queue" />}>
            <QueueView />
          </Suspense>
        </Stack>
      )}
    </StaffGate>
  );
}
