import type { StaffApplicationView } from 'shared-contracts/staff';
import { TextInput, useSchemaForm } from 'ui-kit/form';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { ACTION_WORDING } from './action-values';
import { AUDIT_NOTE, recordFrom, refusalOr } from './record-action';

interface RedactDialogProps {
  view: StaffApplicationView;
  onClose(): void;
  onRecorded(view: StaffApplicationView): void;
}

export function RedactDialog({ view, onClose, onRecorded }: RedactDialogProps) {
  const wording = ACTION_WORDING.redact;
  const form = useSchemaForm<{ confirmation: string }>({
    initialValues: { confirmation: '' },
    validate: ({ confirmation }) =>
      confirmation.trim().toUpperCase() === view.trackingNumber.toUpperCase() ? {} : { confirmation: [`Type ${view.trackingNumber} to confirm the redaction`] },
  });

  return (
    <ConfirmationDialog
      title={wording.title}
      intro={
        <>
          Redacting <strong>{view.name}</strong> ({view.trackingNumber}) means {wording.records}. {AUDIT_NOTE}
        </>
      }
      form={form}
      onSubmit={() => recordFrom(view, { action: 'redact' }, { onClose, onRecorded })}
      failure={refusalOr('The record was not redacted. Try again.')}
      onClose={onClose}
      confirmLabel={wording.confirm}
      danger
    >
      <TextInput
        {...form.field('confirmation', { label: `Type the tracking number ${view.trackingNumber} to confirm` })}
        autoComplete="off"
        spellCheck={false}
        required
      />
    </ConfirmationDialog>
  );
}
