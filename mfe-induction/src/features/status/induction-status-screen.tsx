import { lazy, Suspense, useState } from 'react';
import { PageHeading, Skeleton, Stack, Text } from 'ui-kit';
import { useParams } from 'ui-kit/router';
import { useLoadOr404 } from '../../components/use-load-or-404';
import { loadInductionStatus, loadStatusList, type InductionStatus } from './load-induction-status';

const StatusList = lazy(() => loadStatusList().then((m) => ({ default: m.StatusList })));

export default function InductionStatusScreen() {
  const { id, randomId } = useParams();
  const [status, setStatus] = useState<InductionStatus | null>(null);
  const peopleId = Number(id);
  const load = randomId && Number.isInteger(peopleId) && peopleId > 0 ? (signal: AbortSignal) => loadInductionStatus(peopleId, randomId, signal) : null;
  useLoadOr404(load, setStatus, [peopleId, randomId]);

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
