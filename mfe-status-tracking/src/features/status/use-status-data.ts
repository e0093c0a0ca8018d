import { useCallback, useState } from 'react';
import { isApiError } from 'shared-contracts';
import { trackingApi, type LodgementOption, type PeopleRecord } from 'shared-contracts/tracking';
import { useLoad } from 'ui-kit';

type StatusData =
  | { state: 'loading' }
  | { state: 'ready'; person: PeopleRecord; lodgementOptions: LodgementOption[] }
  | { state: 'offline' }
  | { state: 'missing' }
  | { state: 'handled' };

export function useStatusData(peopleId: number | null) {
  const [data, setData] = useState<StatusData>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const load = async (signal: AbortSignal) => {
    if (peopleId === null) throw new Error('No applicant to show');
    setData({ state: 'loading' });
    // one after the other: a token the server refuses answers one 401, so the host redirects once (spec §8)
    const person = await trackingApi.person({ params: { id: peopleId }, signal });
    return { state: 'ready', person, lodgementOptions: await trackingApi.lodgementOptions({ params: { id: peopleId }, signal }) } as const;
  };
  const failed = (error: unknown) => {
    if (isApiError(error) && error.kind === 'network') setData({ state: 'offline' });
    else if (isApiError(error) && (error.status === 401 || error.status === 503)) setData({ state: 'handled' });
    else setData({ state: 'missing' });
  };
  useLoad(load, setData, failed, [peopleId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, retry };
}
