import { staffRecordApi, type StaffDocumentKind } from 'shared-contracts/staff';
import { whileSignedIn } from '../session/while-signed-in';

/**
 * GET /api/operator/people/:ref/documents/:kind, then saves it. A plain link would not do: the API is on another
 * origin, and a navigation there is not the console's fetch with credentials (decision 053).
 */
export async function downloadDocument(ref: string, kind: StaffDocumentKind, fileName: string): Promise<void> {
  const blob = await whileSignedIn(staffRecordApi.staffDocument({ params: { ref, kind } }));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the click has started the download: the URL may go once the browser has read it
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
