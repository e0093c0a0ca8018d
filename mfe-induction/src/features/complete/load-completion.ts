import { inductionApi } from 'shared-contracts/induction';
import type { Completion } from './completion-view';

/** What the completion page shows of a completed induction (its alert, the certificate's panel): loaded once it proves completed. */
export const loadCompletionView = () => import(/* webpackChunkName: "induction-completion" */ './completion-view');

/**
 * The induction, its programme and, once completed, its certificate (issue 20: the completion page), each checked by
 * its schema. A wrong or old link goes to the 404 page without the completion's view.
 */
export async function loadCompletion(inductionId: string, signal?: AbortSignal): Promise<Completion> {
  const call = { params: { id: inductionId }, ...(signal ? { signal } : {}) };
  const [progress, programme] = await Promise.all([inductionApi.induction(call), inductionApi.inductionProgram(call)]);
  const code = progress.induction?.CompletedAt ? progress.induction.CertificateCode : null;
  if (progress.induction?.CompletedAt) void loadCompletionView().catch(() => undefined);
  const certificate = code ? await inductionApi.inductionCertificate({ params: { code }, ...(signal ? { signal } : {}) }) : null;
  return { progress, programme, certificate };
}
