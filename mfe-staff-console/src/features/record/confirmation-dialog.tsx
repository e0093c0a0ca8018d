import { useState, type ReactNode } from 'react';
import { isApiError, type ApiError } from 'shared-contracts/api';
import type { OperatorAction, StaffApplicationView } from 'shared-contracts/staff';
import { Button, Group, Stack, Text } from 'ui-kit';
import { FormErrorSummary, type SchemaForm } from 'ui-kit/forms';
import { Modal } from 'ui-kit/modal';
import { Alert } from 'ui-kit/widgets';
import { recordAction } from './record-action';

/**
 * Records an operator action from a dialog: while it is sent, and the server's refusal as it words it (a field's
 * refusal goes to the form's field; a session that ended closes the dialog, the console then asks to sign in).
 */
export function useRecording({ view, onClose, onRecorded, failure }: { view: StaffApplicationView; onClose(): void; onRecorded(view: StaffApplicationView): void; failure: string }) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function record(action: OperatorAction, onFieldErrors?: (errors: ApiError['fieldErrors']) => void) {
    setRefusal(null);
    setSending(true);
    try {
      onRecorded(await recordAction(view.trackingNumber, action));
    } catch (error) {
      if (onFieldErrors && isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) onFieldErrors(error.fieldErrors);
      else if (isApiError(error) && error.status === 401) onClose();
      else setRefusal(isApiError(error) && error.serverMessage ? error.serverMessage : failure);
    } finally {
      setSending(false);
    }
  }
  return { sending, refusal, record };
}

interface ConfirmationDialogProps<V extends object> {
  title: string;
  /** what will be recorded, for whom */
  intro: ReactNode;
  form: SchemaForm<V>;
  onSubmit(values: V): void;
  onClose(): void;
  sending: boolean;
  refusal: string | null;
  refusalTitle: string;
  confirmLabel: string;
  /** a step that cannot be undone is confirmed with the danger colour */
  danger?: boolean;
  /** the fields the step takes */
  children: ReactNode;
}

/**
 * The confirmation step of an operator action: what will be recorded and for whom, the step's fields, the form's
 * error summary and the server's refusal, and Cancel beside the confirming button.
 */
export function ConfirmationDialog<V extends object>({ title, intro, form, onSubmit, onClose, sending, refusal, refusalTitle, confirmLabel, danger, children }: ConfirmationDialogProps<V>) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label={title}>
        <Stack gap="md">
          <Text>{intro} It is kept in the record&apos;s audit log with your name.</Text>
          <FormErrorSummary form={form} />
          {refusal && (
            <Alert color="red" variant="outline" role="alert" title={refusalTitle}>
              {refusal}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending} {...(danger ? { color: 'red.9' } : {})}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
