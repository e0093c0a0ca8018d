import type { ReactNode } from 'react';
import { isApiError } from 'shared-contracts';
import { staffRecordApi, type OperatorAction, type StaffApplicationView } from 'shared-contracts/staff';
import { Group, Stack, Text } from 'ui-kit';
import { Button, Form, type SchemaForm } from 'ui-kit/form';
import { Modal } from 'ui-kit/modal';
import { whileSignedIn } from '../session/while-signed-in';

/**
 * Records an operator action (POST /api/operator/people/:ref/actions, officer only; 409 when the order of steps
 * refuses it) from a dialog's form: the new record, or a throw the form shows (a field's 400 on its field, a refusal
 * as the server words it). A session that ended closes the dialog: the console then asks to sign in.
 */
export async function recordFrom(view: StaffApplicationView, action: OperatorAction, { onClose, onRecorded }: { onClose(): void; onRecorded(view: StaffApplicationView): void }) {
  try {
    onRecorded(await whileSignedIn(staffRecordApi.staffAction({ params: { ref: view.trackingNumber }, body: action })));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return onClose();
    throw error;
  }
}

/** What a dialog says of a refusal without field errors: the server's words, else `otherwise`. */
export const refusalOr = (otherwise: string) => (error: unknown) => (isApiError(error) && error.serverMessage ? error.serverMessage : otherwise);

interface ConfirmationDialogProps<V extends object> {
  title: string;
  /** what will be recorded, for whom */
  intro: ReactNode;
  form: SchemaForm<V>;
  onSubmit(values: V): Promise<void>;
  /** what the form says of a refusal no field holds */
  failure(error: unknown): string;
  onClose(): void;
  confirmLabel: string;
  /** a step that cannot be undone is confirmed with the danger colour */
  danger?: boolean;
  /** the fields the step takes */
  children: ReactNode;
}

/**
 * The confirmation step of an operator action: what will be recorded and for whom, the step's fields on the one form
 * layer (its error summary and the server's refusal above them), and Cancel beside the confirming button.
 */
export function ConfirmationDialog<V extends object>({ title, intro, form, onSubmit, failure, onClose, confirmLabel, danger, children }: ConfirmationDialogProps<V>) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Form form={form} onSubmit={onSubmit} failure={failure} aria-label={title}>
        <Stack gap="md">
          <Text>{intro} It is kept in the record&apos;s audit log with your name.</Text>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" {...(danger ? { color: 'red' } : {})}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
