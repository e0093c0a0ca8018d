import { lazy, Suspense, useEffect, useState } from 'react';
import { href } from 'shared-contracts';
import { isApiError } from 'shared-contracts/light-read';
import { PageHeading, Skeleton, Stack, Text } from 'ui-kit';
import { useNavigate, useParams } from 'ui-kit/router';
import { CheckUnavailable } from '../../components/read-answers';
import { loadInductionStatus, type InductionStatus } from './load-induction-status';
import { loadStatusList } from './load-status-list';

// the list (table, badges) comes with the answers' check, once the card proves to exist (decision 061)
const StatusList = lazy(() => loadStatusList().then((m) => ({ default: m.StatusList })));

/**
 * /induction-status/{id}/{randomId} (spec §2): the card holder's inductions by both ids, each with its name, link
 * and completion date. A missing id or a failed load goes to the 404 page; the code that checks the answers, if it
 * cannot be loaded, to the host's panel with its retry, as when the screen's own code cannot be.
 */
export default function InductionStatusScreen() {
  const { id, randomId } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<InductionStatus | null>(null);
  const [failure, setFailure] = useState<CheckUnavailable | null>(null);
  const peopleId = Number(id);

  useEffect(() => {
    if (!randomId || !Number.isInteger(peopleId) || peopleId <= 0) {
      navigate(href('page404'), { replace: true });
      return undefined;
    }
    const controller = new AbortController();
    loadInductionStatus(peopleId, randomId, controller.signal)
      .then(setStatus)
      .catch((error: unknown) => {
        if ((error as { name?: string })?.name === 'AbortError') return;
        if (error instanceof CheckUnavailable) setFailure(error);
        else if (!isApiError(error) || error.status !== 503) navigate(href('page404'), { replace: true });
      });
    return () => controller.abort();
  }, [peopleId, randomId, navigate]);

  if (failure) throw failure;
  if (!status) {
    return (
      <Stack gap="md" aria-busy="true">
        <PageHeading>Induction status</PageHeading>
        <Skeleton height={24} width="50%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  const { card, list } = status;
  return (
    <Stack gap="md">
      <PageHeading>Induction status</PageHeading>
      <Text>
        {card.Firstname} {card.Surname}
        {card.Msicnum ? `, card ${card.Msicnum}` : ''}
      </Text>
      <Text>{list.hasInductions ? 'You have inductions to complete. Open one to start it or to carry on where you left off.' : 'You have completed every induction you enrolled in.'}</Text>
      {list.inductions.length === 0 ? (
        <Text>You are not enrolled in any induction.</Text>
      ) : (
        <Suspense fallback={<Skeleton height={120} />}>
          <StatusList inductions={list.inductions} />
        </Suspense>
      )}
    </Stack>
  );
}
