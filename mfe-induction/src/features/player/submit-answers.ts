import { getApi, type InductionAnswerRequest, type InductionAnswerResult } from 'shared-contracts/api';

/** POST /induction/{id}/answer/{module}: the module's answers as fields answer-{n} (spec §7). */
export function submitAnswers(inductionId: string, module: number, answers: InductionAnswerRequest): Promise<InductionAnswerResult> {
  return getApi().call('inductionAnswer', { params: { id: inductionId, module }, body: answers });
}
