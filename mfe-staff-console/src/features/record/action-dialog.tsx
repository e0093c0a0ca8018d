import { useState } from 'react';
import { isApiError } from 'shared-contracts/api';
import { OperatorAction, type StaffApplicationView } from 'shared-contracts/staff';
import { Button, Group, Stack, Text } from 'ui-kit';
import { FormErrorSummary, NativeSelect, TextInput, useSchemaForm } from 'ui-kit/forms';
import { Modal } from 'ui-kit/modal';
import { Alert } from 'ui-kit/widgets';
import { validateWith } from '../../components/validate-with';
import { ACTION_FIELDS, ACTION_WORDING, FIELD_LABELS, FIELD_MESSAGES, initialValues, toAction, type ActionValues, type FieldedAction } from './action-values';
import { DECISION_OPTIONS } from './decision-options';
import { recordAction } from './record-action';

interface ActionDialogProps {
  kind: FieldedAction;
  view: StaffApplicationView;
  onClose(): void;
  onRecorded(view: StaffApplicationView): void;
}

const fieldId = (path: string) => `action-${path}`;

/** The OperatorAction schema's rules, and the one the server adds that the dialog can say first: an approval has its certificate date. */
function validateAction(kind: FieldedAction, values: ActionValues) {
  const errors = validateWith(OperatorAction, toAction(kind, values), FIELD_MESSAGES);
  if (kind === 'decision' && values.decision === 'Y' && !values.certdate.trim()) errors.certdate = [FIELD_MESSAGES.certdate!];
  return errors;
}

/**
 * The confirmation step of an operator action: it names what will be recorded and for whom, takes the action's
 * fields, and records it only on confirmation. The server checks everything again; its refusal (409: out of order,
 * a second decision) is shown in the dialog as it words it.
 */
export function ActionDialog({ kind, view, onClose, onRecorded }: ActionDialogProps) {
  const wording = ACTION_WORDING[kind];
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<ActionValues>({
    initialValues: initialValues(),
    validate: (values) => validateAction(kind, values),
    fieldId,
  });
  const decision = form.useValue<string>('decision');
  const fields = ACTION_FIELDS[kind].filter((name) => name !== 'certdate' || decision === 'Y');

  async function submit(values: ActionValues) {
    setRefusal(null);
    setSending(true);
    try {
      onRecorded(await recordAction(view.trackingNumber, toAction(kind, values) as OperatorAction));
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) form.setServerErrors(error.fieldErrors);
      else if (isApiError(error) && error.status === 401) onClose();
      else setRefusal(isApiError(error) && error.serverMessage ? error.serverMessage : 'The action was not recorded. Try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={wording.title} size="lg">
      <form noValidate onSubmit={form.onSubmit(submit)} aria-label={wording.title}>
        <Stack gap="md">
          <Text>
            This records for <strong>{view.name}</strong> ({view.trackingNumber}) that {wording.records}. It is kept in the record&apos;s audit log with your name.
          </Text>
          <FormErrorSummary form={form} />
          {refusal && (
            <Alert color="red" variant="outline" role="alert" title="Not recorded">
              {refusal}
            </Alert>
          )}
          {fields.map((name) =>
            name === 'decision' ? (
              <NativeSelect key={form.key(name)} {...form.field(name, { label: FIELD_LABELS[name] })} data={[{ value: '', label: 'Choose the decision' }, ...DECISION_OPTIONS]} required />
            ) : name === 'method' ? (
              <TextInput key={form.key(name)} {...form.field(name, { label: FIELD_LABELS[name] })} description="For example Registered post or Courier" required />
            ) : (
              <TextInput key={form.key(name)} {...form.field(name, { label: FIELD_LABELS[name] })} type="date" required={name !== 'at'} />
            ),
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              {wording.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
