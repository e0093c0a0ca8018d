import { getApi, type ForeignCard, type IncompleteInductions } from 'shared-contracts/api';

export interface InductionStatus {
  card: ForeignCard;
  list: IncompleteInductions;
}

/** GET /api/foreign-card/{id}/{randomId} and its inductions (spec §7). */
export async function loadInductionStatus(id: number, randomId: string, signal?: AbortSignal): Promise<InductionStatus> {
  const api = getApi();
  const params = { id, randomId };
  const [card, list] = await Promise.all([
    api.call('foreignCard', { params, ...(signal ? { signal } : {}) }),
    api.call('foreignCardIncompleteInductions', { params, ...(signal ? { signal } : {}) }),
  ]);
  return { card, list };
}
