import { useCallback, useEffect, useState } from 'react';
import { isApiError } from 'shared-contracts';
import { trackingApi, type LodgementOption, type PeopleRecord } from 'shared-contracts/tracking';

export type StatusData =
  | { state: 'loading' }
  | { state: 'ready'; person: PeopleRecord; lodgementOptions: LodgementOption[] }
  | { state: 'offline' }
  | { state: 'missing' }
  | { state: 'handled' };

export function useStatusData(peopleId: number | null) {
  const [data, setData] = useState<StatusData>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (peopleId === null) {
      setData({ state: 'missing' });
      return;
    }
    const controller = new AbortController();
    setData({ state: 'loading' });
    // one after the other: a token the server refuses answers one 401, so the host redirects once (spec §8)
    trackingApi
      .person({ params: { id: peopleId }, signal: controller.signal })
      .then(async (person) => [person, await trackingApi.lodgementOptions({ params: { id: peopleId }, signal: controller.signal })] as const)
      .then(
        ([person, lodgementOptions]) => setData({ state: 'ready', person, lodgementOptions }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isApiError(error) && error.kind === 'network') setData({ state: 'offline' });
          else if (isApiError(error) && (error.status === 401 || error.status === 503)) setData({ state: 'handled' });
          else setData({ state: 'missing' });
        },
      );
    return () => controller.abort();
  }, [peopleId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, retry };
}
