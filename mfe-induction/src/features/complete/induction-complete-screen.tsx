import { lazy, Suspense, useState } from 'react';
import { RANDOM_ID_PATTERN, href } from 'shared-contracts';
import { PageHeading, Skeleton, Stack } from 'ui-kit';
import { useNavigate, useParams } from 'ui-kit/router';
import { useLoadOr404 } from '../../components/use-load-or-404';
import { loadCompletion, loadCompletionView } from './load-completion';
import type { Completion } from './completion-view';

const CompletionView = lazy(() => loadCompletionView().then((m) => ({ default: m.CompletionView })));

export default function InductionCompleteScreen() {
  const { inductionId } = useParams();
  const navigate = useNavigate();
  const [data, setData] = useState<Completion | null>(null);
  const id = inductionId ?? '';

  const loaded = (completion: Completion) => {
    if (!completion.progress.induction?.CompletedAt) return navigate(href('induction', { inductionId: id }), { replace: true });
    return setData(completion);
  };
  useLoadOr404(RANDOM_ID_PATTERN.test(id) ? (signal) => loadCompletion(id, signal) : null, loaded, [id, navigate]);

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
