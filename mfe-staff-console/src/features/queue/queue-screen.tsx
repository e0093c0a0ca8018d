import { lazy, Suspense } from 'react';
import { href } from 'shared-contracts';
import { Anchor, PageHeading, Skeleton, Stack, Text, loadOnce } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { worksOnApplications } from '../../components/staff-roles';
import { StaffGate } from '../session/staff-gate';

// The queue (its search form, the widgets' alert, the staff contract and the API layer it calls with) is fetched once
// a staff member is signed in: a signed-out visit shows the sign-in form only and does not download it (issue 17,
// docs/decisions/060). The heading is the screen's, so that it keeps the focus StaffGate gives it after a sign-in
// while the view's code arrives. A load that failed is forgotten (loadOnce) and the lazy component made again, so
// that the host's "Try again" (which mounts the console again) loads it again instead of rethrowing the failure. The
// lazy component is the module's, not one per mount: a mount that suspends before it commits is thrown away, and a
// lazy component made in it afresh suspended again on every retry (a render that never ended, found by jest).
const loadQueueView = loadOnce(() => import(/* webpackChunkName: "queue-view" */ './queue-view').then((m) => ({ default: m.QueueView })));
let QueueViewLazy = lazy(loadQueueViewAgainAfterFailure);
function loadQueueViewAgainAfterFailure() {
  return loadQueueView().catch((error: unknown) => {
    QueueViewLazy = lazy(loadQueueViewAgainAfterFailure);
    throw error;
  });
}

/** /staff: the sign-in form while signed out, the queue of applications once signed in. */
export default function QueueScreen() {
  const QueueView = QueueViewLazy;
  return (
    <StaffGate heading="Applications">
      {(member) => (
        <Stack gap="md">
          <PageHeading>Applications</PageHeading>
          {worksOnApplications(member.role) ? (
            <Suspense fallback={<Skeleton height={200} aria-label="Loading the queue" />}>
              <QueueView />
            </Suspense>
          ) : (
            // a releaser (issue 42) has no part in applications
            <Text>
              Your role does not include applications.{' '}
              <Anchor component={Link} to={href('staffReleases')}>
                Go to the releases
              </Anchor>
            </Text>
          )}
        </Stack>
      )}
    </StaffGate>
  );
}
