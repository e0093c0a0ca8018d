import { lazy, Suspense, useCallback, useState } from 'react';
import { COMPANIES, RANDOM_ID_PATTERN, href, useSession } from 'shared-contracts';
import { PageHeading, Skeleton, Stack, Text } from 'ui-kit';
import { useNavigate, useParams } from 'ui-kit/router';
import { useLoadOr404 } from '../../components/use-load-or-404';
import { domainRedirect } from './domain-redirect';
import { loadInduction, loadPlayer, type InductionData } from './load-induction';

const Player = lazy(() => loadPlayer().then((m) => ({ default: m.Player })));

export default function InductionPlayerScreen() {
  const { inductionId } = useParams();
  const navigate = useNavigate();
  const company = useSession((s) => s.company);
  const [data, setData] = useState<InductionData | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = inductionId ?? '';
  const valid = RANDOM_ID_PATTERN.test(id);

  const load = (signal: AbortSignal) => {
    setData(null);
    return loadInduction(id, signal);
  };
  const loaded = (induction: InductionData) => {
    const { progress } = induction;
    if (!progress.induction || progress.induction.CompletedAt) return navigate(progress.redirect ?? href('home'), { replace: true });
    const away = domainRedirect(company, progress.domain, window.location);
    if (away) return window.location.replace(away);
    return setData(induction);
  };
  useLoadOr404(valid ? load : null, loaded, [id, valid, attempt, company, navigate]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const complete = useCallback(() => navigate(href('inductionComplete', { inductionId: id })), [navigate, id]);
  const spa = COMPANIES[company].views.player === 'port-authority';

  return (
    <Stack gap="md">
      <PageHeading>{data?.progress.induction?.Name ?? 'Online induction'}</PageHeading>
      {spa && data && (
        <Text>
          {COMPANIES[company].name}: complete this induction before you start work at the port. If you need help, call us on {COMPANIES[company].supportPhone}.
        </Text>
      )}
      {data ? (
        <Suspense fallback={<PlayerLoading />}>
          <Player
            key={`${attempt}`}
            inductionId={id}
            programme={data.programme}
            progress={data.progress}
            transcriptsOpen={spa}
            onReload={reload}
            onComplete={complete}
          />
        </Suspense>
      ) : (
        <PlayerLoading />
      )}
    </Stack>
  );
}

function PlayerLoading() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading the induction">
      <Skeleton height={24} width="40%" />
      <Skeleton height={220} />
    </Stack>
  );
}
