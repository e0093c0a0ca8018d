import { trackingApi } from 'shared-contracts/tracking';

export type DocumentKind = 'applicationForm' | 'invoice' | 'certificate' | 'operationalNeedLetter';

export interface DocumentLink {
  kind: DocumentKind;
  label: string;
  fileName: string;
}

export async function fetchDocument(kind: DocumentKind, peopleId: number, formId: number | null): Promise<Blob> {
  if (kind === 'operationalNeedLetter') return trackingApi.downloadOperationalNeedSigned({ params: { id: peopleId } });
  if (formId === null) throw new Error('This application has no form to download');
  const params = { id: peopleId, formId };
  if (kind === 'applicationForm') return trackingApi.downloadApplicationForm({ params });
  if (kind === 'invoice') return trackingApi.downloadInvoice({ params });
  return trackingApi.downloadCertificate({ params });
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
