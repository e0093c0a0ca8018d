import { getApi, type InductionCertificate, type InductionProgram, type InductionProgress } from 'shared-contracts/api';

export interface Completion {
  progress: InductionProgress;
  programme: InductionProgram;
  /** what the certificate certifies; null until the induction is completed */
  certificate: InductionCertificate | null;
}

/** The induction, its programme and, once completed, its certificate (issue 20: the completion page). */
export async function loadCompletion(inductionId: number, signal?: AbortSignal): Promise<Completion> {
  const api = getApi();
  const options = signal ? { signal } : {};
  const [progress, programme] = await Promise.all([
    api.call('induction', { params: { id: inductionId }, ...options }),
    api.call('inductionProgram', { params: { id: inductionId }, ...options }),
  ]);
  const code = progress.induction?.CompletedAt ? progress.induction.CertificateCode : null;
  const certificate = code ? await api.call('inductionCertificate', { params: { code }, ...options }) : null;
  return { progress, programme, certificate };
}
