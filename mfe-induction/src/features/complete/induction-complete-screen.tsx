import { lazy, Suspense, useEffect, useState } from 'react';
import { RANDOM_ID_PATTERN, href, isApiError } from 'shared-contracts';
import { PageHeading, Skeleton, Stack } from 'ui-kit';
import { useNavigate, useParams } from 'ui-kit/router';
import { loadCompletion, loadCompletionView } from './load-completion';
import type { Completion } from './completion-view';

const CompletionView = lazy(() => loadCompletionView().then((m) => ({ default: m.CompletionView })));

/**
 * /induction/{inductionID}/complete (issue 20): what the participant completed, their certificate of completion
 * with its verification code, and the way back to their status page. An induction not yet completed goes back to
 * the player; a wrong link to page-404.
 */
export default function InductionCompleteScreen() {
  const { inductionId } = useParams();
  const navigate = useNavigate();
  const [data, setData] = useState<Completion | null>(null);
  // the link's key (issue 40: random, not a number)
  const id = inductionId ?? '';

  useEffect(() => {
    if (!RANDOM_ID_PATTERN.test(id)) {
      navigate(href('page404'), { replace: true });
      return undefined;
    }
    const controller = new AbortController();
    loadCompletion(id, controller.signal)
      .then((loaded) => {
        if (!loaded.progress.induction?.CompletedAt) return navigate(href('induction', { inductionId: id }), { replace: true });
        return setData(loaded);
      })
      .catch((error: unknown) => {
        if ((error as { name?: string })?.name === 'AbortError') return;
        if (!isApiError(error) || error.status !== 503) navigate(href('page404'), { replace: true });
      });
    return () => controller.abort();
  }, [id, navigate]);

  // one heading throughout, which keeps the focus the host gave it
  return (
    <Stack gap={data ? 'lg' : 'md'} aria-busy={data ? undefined : 'true'}>
      <PageHeading>Induction completed</PageHeading>
      {data ? (
        <Suspense fallback={<CompletionLoading />}>
          <CompletionView completion={data} />
        </Suspense>
      ) : (
        <CompletionLoading />
      )}
    </Stack>
  );
}

function CompletionLoading() {
  return (
    <>
      <Skeleton height={24} width="60%" />
      <Skeleton height={160} />
    </>
  );
}
