import { trackingApi } from 'shared-contracts/tracking';

export type DocumentKind = 'applicationForm' | 'invoice' | 'certificate' | 'operationalNeedLetter';

export interface DocumentLink {
  kind: DocumentKind;
  label: string;
  fileName: string;
}

/** Fetches a PDF through the API client (token sent to the API origin only, spec §6) as a Blob. */
export async function fetchDocument(kind: DocumentKind, peopleId: number, formId: number | null): Promise<Blob> {
  if (kind === 'operationalNeedLetter') return trackingApi.downloadOperationalNeedSigned({ params: { id: peopleId } });
  if (formId === null) throw new Error('This application has no form to download');
  const params = { id: peopleId, formId };
  if (kind === 'applicationForm') return trackingApi.downloadApplicationForm({ params });
  if (kind === 'invoice') return trackingApi.downloadInvoice({ params });
  return trackingApi.downloadCertificate({ params });
}

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked after the browser has started the download
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
