import { isApiError } from 'shared-contracts';
import { staffRecordApi, type OperatorAction, type StaffApplicationView } from 'shared-contracts/staff';
import { whileSignedIn } from '../session/while-signed-in';

export const AUDIT_NOTE = "It is kept in the record's audit log with your name.";

export async function recordFrom(view: StaffApplicationView, action: OperatorAction, { onClose, onRecorded }: { onClose(): void; onRecorded(view: StaffApplicationView): void }) {
  try {
    onRecorded(await whileSignedIn(staffRecordApi.staffAction({ params: { ref: view.trackingNumber }, body: action })));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return onClose();
    throw error;
  }
}

export const refusalOr = (otherwise: string) => (error: unknown) => (isApiError(error) && error.serverMessage ? error.serverMessage : otherwise);
