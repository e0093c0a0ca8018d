import type { ReactNode } from 'react';
import { isApiError } from 'shared-contracts';
import { staffRecordApi, type OperatorAction, type StaffApplicationView } from 'shared-contracts/staff';
import { Group, Stack, Text } from 'ui-kit';
import { Button, Form, type SchemaForm } from 'ui-kit/form';
import { Modal } from 'ui-kit/modal';
import { whileSignedIn } from '../session/while-signed-in';

export async function recordFrom(view: StaffApplicationView, action: OperatorAction, { onClose, onRecorded }: { onClose(): void; onRecorded(view: StaffApplicationView): void }) {
  try {
    onRecorded(await whileSignedIn(staffRecordApi.staffAction({ params: { ref: view.trackingNumber }, body: action })));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return onClose();
    throw error;
  }
}

export const refusalOr = (otherwise: string) => (error: unknown) => (isApiError(error) && error.serverMessage ? error.serverMessage : otherwise);

interface ConfirmationDialogProps<V extends object> {
  title: string;
  intro: ReactNode;
  form: SchemaForm<V>;
  onSubmit(values: V): Promise<void>;
  failure(error: unknown): string;
  onClose(): void;
  confirmLabel: string;
  danger?: boolean;
  children: ReactNode;
}

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
