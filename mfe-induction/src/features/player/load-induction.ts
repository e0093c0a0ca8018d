import { inductionApi, type InductionProgram, type InductionProgress } from 'shared-contracts/induction';

export interface InductionData {
  progress: InductionProgress;
  programme: InductionProgram;
}

/**
 * The player (slides, narration with howler, the progress bar and alerts of `ui-kit/widgets`), loaded once the
 * induction proves to exist: a wrong or old link goes to page-404 without downloading it.
 */
export const loadPlayer = () => import('./player');

/**
 * GET /induction/{id} and GET /induction/{id}/program (spec §4: the player loads the program and the induction),
 * each checked by its schema; once both have arrived, the player's code starts loading.
 */
export async function loadInduction(inductionId: string, signal?: AbortSignal): Promise<InductionData> {
  const call = { params: { id: inductionId }, ...(signal ? { signal } : {}) };
  const [progress, programme] = await Promise.all([inductionApi.induction(call), inductionApi.inductionProgram(call)]);
  void loadPlayer().catch(() => undefined);
  return { progress, programme };
}
