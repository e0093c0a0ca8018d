import type { InductionCertificate, InductionProgram, InductionProgress } from 'shared-contracts/api';
import { lightRead } from 'shared-contracts/light-read';
import { checkingLayer, readOptions } from '../../components/read-answers';
import { loadCompletionView } from './load-completion-view';

export interface Completion {
  progress: InductionProgress;
  programme: InductionProgram;
  /** what the certificate certifies; null until the induction is completed */
  certificate: InductionCertificate | null;
}

/**
 * The induction, its programme and, once completed, its certificate (issue 20: the completion page). The first two
 * are read without the API layer, which checks them once they have arrived: a wrong or old link goes to the 404 page
 * without downloading it, nor the completion's view (issue 17, docs/decisions/061).
 */
export async function loadCompletion(inductionId: string, signal?: AbortSignal): Promise<Completion> {
  const options = readOptions();
  const call = { params: { id: inductionId }, ...(signal ? { signal } : {}) };
  const [progressAnswer, programmeAnswer] = await Promise.all([
    lightRead(options, 'induction', '/induction/:id', call),
    lightRead(options, 'inductionProgram', '/induction/:id/program', call),
  ]);
  const { checkAnswer, getApi } = await checkingLayer();
  const progress = checkAnswer(progressAnswer);
  const programme = checkAnswer(programmeAnswer);
  const code = progress.induction?.CompletedAt ? progress.induction.CertificateCode : null;
  if (progress.induction?.CompletedAt) loadCompletionView.prefetch();
  const certificate = code ? await getApi().call('inductionCertificate', { params: { code }, ...(signal ? { signal } : {}) }) : null;
  return { progress, programme, certificate };
}
