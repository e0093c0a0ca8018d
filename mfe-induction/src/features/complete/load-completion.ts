import { inductionApi } from 'shared-contracts/induction';
import type { Completion } from './completion-view';

export const loadCompletionView = () => import(/* webpackChunkName: "induction-completion" */ './completion-view');

export async function loadCompletion(inductionId: string, signal?: AbortSignal): Promise<Completion> {
  const call = { params: { id: inductionId }, ...(signal ? { signal } : {}) };
  const [progress, programme] = await Promise.all([inductionApi.induction(call), inductionApi.inductionProgram(call)]);
  const code = progress.induction?.CompletedAt ? progress.induction.CertificateCode : null;
  if (progress.induction?.CompletedAt) void loadCompletionView().catch(() => undefined);
  const certificate = code ? await inductionApi.inductionCertificate({ params: { code }, ...(signal ? { signal } : {}) }) : null;
  return { progress, programme, certificate };
}
