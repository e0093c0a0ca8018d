import { staffRecordApi, type StaffDocumentKind } from 'shared-contracts/staff';
import { saveBlob } from 'ui-kit/form';
import { whileSignedIn } from '../session/while-signed-in';

// Not a plain link: the API is on another origin, and a navigation there is not a fetch with credentials (docs/decisions/053).
export async function downloadDocument(ref: string, kind: StaffDocumentKind, fileName: string): Promise<void> {
  saveBlob(await whileSignedIn(staffRecordApi.staffDocument({ params: { ref, kind } })), fileName);
}
