import { getApi, type InductionProgress } from 'shared-contracts/api';

/** GET /induction/{id}: the participant's place, including the slides of the current module the server has recorded. */
export function loadProgress(inductionId: string): Promise<InductionProgress> {
  return getApi().call('induction', { params: { id: inductionId } });
}
