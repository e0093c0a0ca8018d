import { inductionApi, type InductionProgram, type InductionProgress } from 'shared-contracts/induction';

export interface InductionData {
  progress: InductionProgress;
  programme: InductionProgram;
}

export const loadPlayer = () => import('./player');

export async function loadInduction(inductionId: string, signal?: AbortSignal): Promise<InductionData> {
  const call = { params: { id: inductionId }, ...(signal ? { signal } : {}) };
  const [progress, programme] = await Promise.all([inductionApi.induction(call), inductionApi.inductionProgram(call)]);
  void loadPlayer().catch(() => undefined);
  return { progress, programme };
}
