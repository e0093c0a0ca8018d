import { useState } from 'react';
import { isApiError } from 'shared-contracts/api';
import type { StaffApplicationView } from 'shared-contracts/staff';
import { Button, Group, Stack, Text } from 'ui-kit';
import { FormErrorSummary, TextInput, useSchemaForm } from 'ui-kit/forms';
import { Modal } from 'ui-kit/modal';
import { Alert } from 'ui-kit/widgets';
import { ACTION_WORDING } from './action-values';
import { recordAction } from './record-action';

interface RedactDialogProps {
  view: StaffApplicationView;
  onClose(): void;
  onRecorded(view: StaffApplicationView): void;
}

/**
 * Redaction cannot be undone from the console: the officer confirms it by typing the record's tracking number, so
 * that a slip of the mouse on the wrong record redacts nothing.
 */
export function RedactDialog({ view, onClose, onRecorded }: RedactDialogProps) {
  const wording = ACTION_WORDING.redact;
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<{ confirmation: string }>({
    initialValues: { confirmation: '' },
    validate: ({ confirmation }) =>
      confirmation.trim().toUpperCase() === view.trackingNumber.toUpperCase() ? {} : { confirmation: [`Type ${view.trackingNumber} to confirm the redaction`] },
    fieldId: () => 'redact-confirmation',
  });

  async function submit() {
    setRefusal(null);
    setSending(true);
    try {
      onRecorded(await recordAction(view.trackingNumber, { action: 'redact' }));
    } catch (error) {
      if (isApiError(error) && error.status === 401) onClose();
      else setRefusal(isApiError(error) && error.serverMessage ? error.serverMessage : 'The record was not redacted. Try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={wording.title} size="lg">
      <form noValidate onSubmit={form.onSubmit(submit)} aria-label={wording.title}>
        <Stack gap="md">
          <Text>
            Redacting <strong>{view.name}</strong> ({view.trackingNumber}) means {wording.records}. It is kept in the record&apos;s audit log with your name.
          </Text>
          <FormErrorSummary form={form} />
          {refusal && (
            <Alert color="red" variant="outline" role="alert" title="Not redacted">
              {refusal}
            </Alert>
          )}
          <TextInput
            key={form.key('confirmation')}
            {...form.field('confirmation', { label: `Type the tracking number ${view.trackingNumber} to confirm` })}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={sending}>
              {wording.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
