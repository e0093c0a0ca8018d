import { staffRecordApi, type StaffDocumentKind } from 'shared-contracts/staff';
import { whileSignedIn } from '../session/while-signed-in';

// Not a plain link: the API is on another origin, and a navigation there is not a fetch with credentials (docs/decisions/053).
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
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
