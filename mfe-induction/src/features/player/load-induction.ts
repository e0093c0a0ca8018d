import type { InductionProgram, InductionProgress } from 'shared-contracts/api';
import { lightRead } from 'shared-contracts/light-read';
import { loadOnce } from 'ui-kit';
import { checkingLayer, readOptions } from '../../components/read-answers';

export interface InductionData {
  progress: InductionProgress;
  programme: InductionProgram;
}

/**
 * The player (slides, narration with howler, the progress bar and alerts of `ui-kit/widgets`), loaded once the
 * induction proves to exist: a wrong or old link goes to page-404 without downloading it.
 */
export const loadPlayer = loadOnce(() => import('./player'));

/**
 * GET /induction/{id} and GET /induction/{id}/program (spec §4: the player loads the program and the induction),
 * read without the API layer; once both have arrived, the API layer checks them while the player's code arrives,
 * so that a link the API refuses goes to the 404 page without downloading either (issue 17, docs/decisions/061).
 */
export async function loadInduction(inductionId: string, signal?: AbortSignal): Promise<InductionData> {
  const options = readOptions();
  const call = { params: { id: inductionId }, ...(signal ? { signal } : {}) };
  const [progress, programme] = await Promise.all([lightRead(options, 'induction', '/induction/:id', call), lightRead(options, 'inductionProgram', '/induction/:id/program', call)]);
  loadPlayer.prefetch();
  const { checkAnswer } = await checkingLayer();
  return { progress: checkAnswer(progress), programme: checkAnswer(programme) };
}
