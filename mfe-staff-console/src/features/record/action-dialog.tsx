import { OperatorAction, type StaffApplicationView } from 'shared-contracts/staff';
import { NativeSelect, TextInput, useSchemaForm } from 'ui-kit/forms';
import { validateWith } from '../../components/validate-with';
import { ACTION_FIELDS, ACTION_WORDING, FIELD_LABELS, FIELD_MESSAGES, initialValues, toAction, type ActionValues, type FieldedAction } from './action-values';
import { ConfirmationDialog, useRecording } from './confirmation-dialog';
import { DECISION_OPTIONS } from './decision-options';

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
 * The confirmation step of an operator action with fields: it names what will be recorded and for whom, takes the
 * action's fields, and records it only on confirmation. The server checks everything again; its refusal (409: out
 * of order, a second decision) is shown in the dialog as it words it, a field's (400) on the field.
 */
export function ActionDialog({ kind, view, onClose, onRecorded }: ActionDialogProps) {
  const wording = ACTION_WORDING[kind];
  const { sending, refusal, record } = useRecording({ view, onClose, onRecorded, failure: 'The action was not recorded. Try again.' });
  const form = useSchemaForm<ActionValues>({
    initialValues: initialValues(),
    validate: (values) => validateAction(kind, values),
    fieldId,
  });
  const decision = form.useValue<string>('decision');
  const fields = ACTION_FIELDS[kind].filter((name) => name !== 'certdate' || decision === 'Y');

  return (
    <ConfirmationDialog
      title={wording.title}
      intro={
        <>
          This records for <strong>{view.name}</strong> ({view.trackingNumber}) {wording.records}.
        </>
      }
      form={form}
      onSubmit={(values) => void record(toAction(kind, values) as OperatorAction, (errors) => form.setServerErrors(errors))}
      onClose={onClose}
      sending={sending}
      refusal={refusal}
      refusalTitle="Not recorded"
      confirmLabel={wording.confirm}
    >
      {fields.map((name) =>
        name === 'decision' ? (
          <NativeSelect key={form.key(name)} {...form.field(name, { label: FIELD_LABELS[name] })} data={[{ value: '', label: 'Choose the decision' }, ...DECISION_OPTIONS]} required />
        ) : name === 'method' ? (
          <TextInput key={form.key(name)} {...form.field(name, { label: FIELD_LABELS[name] })} description="For example Registered post or Courier" required />
        ) : (
          <TextInput key={form.key(name)} {...form.field(name, { label: FIELD_LABELS[name] })} type="date" required={name !== 'at'} />
        ),
      )}
    </ConfirmationDialog>
  );
}
