import { lazy, Suspense, useEffect, useState } from 'react';
import { RANDOM_ID_PATTERN, href, isApiError } from 'shared-contracts';
import { PageHeading, Skeleton, Stack } from 'ui-kit';
import { useNavigate, useParams } from 'ui-kit/router';
import { loadCompletion, loadCompletionView } from './load-completion';
import type { Completion } from './completion-view';

const CompletionView = lazy(() => loadCompletionView().then((m) => ({ default: m.CompletionView })));

export default function InductionCompleteScreen() {
  const { inductionId } = useParams();
  const navigate = useNavigate();
  const [data, setData] = useState<Completion | null>(null);
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
