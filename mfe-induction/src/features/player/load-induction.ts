import { getApi, type InductionProgram, type InductionProgress } from 'shared-contracts/api';

export interface InductionData {
  progress: InductionProgress;
  programme: InductionProgram;
}

/** GET /induction/{id} and GET /induction/{id}/program (spec §4: the player loads the program and the induction). */
export async function loadInduction(inductionId: number, signal?: AbortSignal): Promise<InductionData> {
  const api = getApi();
  const [progress, programme] = await Promise.all([
    api.call('induction', { params: { id: inductionId }, ...(signal ? { signal } : {}) }),
    api.call('inductionProgram', { params: { id: inductionId }, ...(signal ? { signal } : {}) }),
  ]);
  return { progress, programme };
}
