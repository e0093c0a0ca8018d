import { inductionApi, type ForeignCard, type IncompleteInductions } from 'shared-contracts/induction';

export interface InductionStatus {
  card: ForeignCard;
  list: IncompleteInductions;
}

export const loadStatusList = () => import(/* webpackChunkName: "induction-status-list" */ './status-list');

export async function loadInductionStatus(id: number, randomId: string, signal?: AbortSignal): Promise<InductionStatus> {
  const call = { params: { id, randomId }, ...(signal ? { signal } : {}) };
  const [card, list] = await Promise.all([inductionApi.foreignCard(call), inductionApi.foreignCardIncompleteInductions(call)]);
  void loadStatusList().catch(() => undefined);
  return { card, list };
}
