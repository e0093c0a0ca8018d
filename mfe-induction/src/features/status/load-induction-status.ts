import { inductionApi, type ForeignCard, type IncompleteInductions } from 'shared-contracts/induction';

export interface InductionStatus {
  card: ForeignCard;
  list: IncompleteInductions;
}

/** The status page's list of inductions (its table and badges): loaded once the card proves to exist. */
export const loadStatusList = () => import(/* webpackChunkName: "induction-status-list" */ './status-list');

/**
 * GET /api/foreign-card/{id}/{randomId} and its inductions (spec §7), each checked by its schema; once both have
 * arrived the list's code starts loading, so that a link the API refuses goes to the 404 page without it.
 */
export async function loadInductionStatus(id: number, randomId: string, signal?: AbortSignal): Promise<InductionStatus> {
  const call = { params: { id, randomId }, ...(signal ? { signal } : {}) };
  const [card, list] = await Promise.all([inductionApi.foreignCard(call), inductionApi.foreignCardIncompleteInductions(call)]);
  void loadStatusList().catch(() => undefined);
  return { card, list };
}
