import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { Company } from 'shared-contracts';
import type { ApplicantDraft, FieldErrorMap, OperationalNeed } from 'shared-contracts/api';
import { changedPaths, useSchemaForm, type SchemaForm } from 'ui-kit/form';
import { autosave } from '../autosave/autosave';
import { draftHome } from '../model/draft';
import { getAtPath } from '../model/draft-path';
import { deriveWizardDraft, serverFieldsOf } from '../model/derive-draft';
import { formLayers, onFormLayers } from '../model/form-layers';

type StepValidator = (draft: ApplicantDraft) => FieldErrorMap;

interface WizardFormValue {
  form: SchemaForm<ApplicantDraft>;
  /** the validator of the step on screen (StepForm sets it) */
  validator: { current: StepValidator };
}

const Context = createContext<WizardFormValue | null>(null);

/**
 * The wizard's one form (ui-kit/form's useSchemaForm, the one form layer) over the whole draft, and the draft's home
 * while it is drawn (decision 091, model/draft.ts): it starts from the draft started or loaded, each step shows its
 * fields and validates with its own shared validator, every change is derived (spec §4) and autosaved. A value
 * written from code (a button, a save's answer, a merge) goes through the draft's home into this form.
 */
export function WizardFormProvider({ company, operationalNeeds, children }: { company: Company; operationalNeeds: readonly OperationalNeed[]; children: ReactNode }) {
  const validator = useRef<StepValidator>(() => ({}));
  const model = useRef({ company, operationalNeeds });
  model.current = { company, operationalNeeds };
  const form = useSchemaForm<ApplicantDraft>({
    initialValues: draftHome.get() ?? {},
    validate: (draft) => validator.current(draft),
    derive: (draft, previous) => deriveWizardDraft(model.current.company, draft, previous, { operationalNeeds: model.current.operationalNeeds }),
    onValuesChange: () => {
      if (draftHome.changed()) autosave.changed();
    },
  });
  const formRef = useRef(form);
  formRef.current = form;

  // from its first commit the form holds the draft; made afresh for another draft, the next one takes over
  useLayoutEffect(() => draftHome.attach({ getValues: () => formRef.current.getValues(), setValues: (next) => formRef.current.setValues(next) }), []);

  // the first screen draws before the draft model has arrived (decision 070): what was typed meanwhile is brought to
  // the model when it comes, as a loaded draft is, without a save of its own (the next change saves it derived)
  useEffect(() => {
    if (formLayers()) return undefined;
    return onFormLayers(() => {
      const values = formRef.current.getValues();
      draftHome.set({ ...deriveWizardDraft(model.current.company, values, values, { operationalNeeds: model.current.operationalNeeds }), ...serverFieldsOf(values) });
    });
  }, []);

  const value = useMemo(() => ({ form, validator }), [form]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

function useWizardContext(): WizardFormValue {
  const value = useContext(Context);
  if (!value) throw new Error('A wizard field must sit inside WizardFormProvider');
  return value;
}

/** The wizard's form (re-renders the caller when errors change or values are set from code, not on a keystroke). */
export const useWizardForm = (): SchemaForm<ApplicantDraft> => useWizardContext().form;

/** Sets the validator of the step on screen. */
export const useStepValidator = () => useWizardContext().validator;

/** The error shown for a path, if any. */
export const useFieldError = (path: string): string | undefined => {
  const error = useWizardForm().mantine.errors[path];
  return error === undefined || error === null ? undefined : String(error);
};

const same = (a: unknown, b: unknown) => Object.is(a, b) || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && changedPaths(a, b).length === 0);

/**
 * What a component shows from the draft, inside the form or around it: re-renders the caller only when the selected
 * value changes (an object selected is compared by its contents: the form's values are copied on every change).
 */
export function useDraftSelect<T>(select: (draft: ApplicantDraft) => T): T {
  const last = useRef<{ value: T }>(undefined);
  const read = () => {
    const value = select(draftHome.get() ?? {});
    if (last.current && same(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  };
  return useSyncExternalStore(draftHome.subscribe, read, read);
}

/** The value at a path of the draft, as `useDraftSelect`. */
export const useDraftValue = <T = unknown,>(path: string): T => useDraftSelect((d) => getAtPath(d, path) as T);

/** Sets a field from code (a custom control): derived and autosaved like typing, and its input shows it. */
export function useFieldChange() {
  const form = useWizardForm();
  return (path: string, value: unknown) => form.setValue(path, value);
}
