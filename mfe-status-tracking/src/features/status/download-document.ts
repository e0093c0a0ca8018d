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
