import { OperatorAction, type StaffApplicationView } from 'shared-contracts/staff';
import { Select, TextInput, useSchemaForm, validatorOf } from 'ui-kit/form';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { worded } from '../../components/worded';
import { ACTION_FIELDS, ACTION_WORDING, FIELD_LABELS, FIELD_MESSAGES, initialValues, toAction, type ActionValues, type FieldedAction } from './action-values';
import { AUDIT_NOTE, recordFrom, refusalOr } from './record-action';
import { DECISION_OPTIONS } from './decision-options';

interface ActionDialogProps {
  kind: FieldedAction;
  view: StaffApplicationView;
  onClose(): void;
  onRecorded(view: StaffApplicationView): void;
}

const validateRequest = worded(validatorOf(OperatorAction), FIELD_MESSAGES);

function validateAction(kind: FieldedAction, values: ActionValues) {
  const errors: Record<string, readonly string[] | undefined> = { ...validateRequest(toAction(kind, values) as OperatorAction) };
  if (kind === 'decision' && values.decision === 'Y' && !values.certdate.trim()) errors.certdate = [FIELD_MESSAGES.certdate!];
  return errors;
}

export function ActionDialog({ kind, view, onClose, onRecorded }: ActionDialogProps) {
  const wording = ACTION_WORDING[kind];
  const form = useSchemaForm<ActionValues>({ initialValues: initialValues(), validate: (values) => validateAction(kind, values) });
  const decision = form.useValue<string>('decision');
  const fields = ACTION_FIELDS[kind].filter((name) => name !== 'certdate' || decision === 'Y');

  return (
    <ConfirmationDialog
      title={wording.title}
      intro={
        <>
          This records for <strong>{view.name}</strong> ({view.trackingNumber}) {wording.records}. {AUDIT_NOTE}
        </>
      }
      form={form}
      onSubmit={(values) => recordFrom(view, toAction(kind, values) as OperatorAction, { onClose, onRecorded })}
      failure={refusalOr('The action was not recorded. Try again.')}
      onClose={onClose}
      confirmLabel={wording.confirm}
    >
      {fields.map((name) =>
        name === 'decision' ? (
          <Select key={name} {...form.field(name, { label: FIELD_LABELS[name] })} data={DECISION_OPTIONS} placeholder="Choose the decision" required />
        ) : name === 'method' ? (
          <TextInput key={name} {...form.field(name, { label: FIELD_LABELS[name] })} description="For example Registered post or Courier" required />
        ) : (
          <TextInput key={name} {...form.field(name, { label: FIELD_LABELS[name] })} type="date" required={name !== 'at'} />
        ),
      )}
    </ConfirmationDialog>
  );
}
