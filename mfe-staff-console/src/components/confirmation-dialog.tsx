import type { ReactNode } from 'react';
import { Group, Stack, Text } from 'ui-kit';
import { Button, Form, type SchemaForm } from 'ui-kit/form';
import { Modal } from 'ui-kit/modal';

interface ConfirmationDialogProps<V extends object> {
  title: string;
  intro: ReactNode;
  form: SchemaForm<V>;
  onSubmit(values: V): Promise<void>;
  failure?(error: unknown): string;
  onClose(): void;
  confirmLabel: string;
  danger?: boolean;
  children?: ReactNode;
}

export function ConfirmationDialog<V extends object>({ title, intro, form, onSubmit, failure, onClose, confirmLabel, danger, children }: ConfirmationDialogProps<V>) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Form form={form} onSubmit={onSubmit} failure={failure} aria-label={title}>
        <Stack gap="md">
          <Text>{intro}</Text>
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
