import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { sessionStore, useSession, type Company } from 'shared-contracts';
import type { ApplicantDraft, FieldErrorMap, OperationalNeed } from 'shared-contracts/api';
import { changedPaths, useSchemaForm, type SchemaForm } from 'ui-kit/form';
import { autosave } from '../autosave/autosave';
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
 * The wizard's one form (ui-kit/form's useSchemaForm, the one form layer) over the whole draft: each step shows its
 * fields and validates with its own shared validator. Every change is derived (spec §4), written to the session
 * store (which the summary, the heading and autosave read) and autosaved. A draft written to the store from
 * elsewhere (a button, a modal, the server's derived answer) is adopted field by field.
 */
export function WizardFormProvider({ company, operationalNeeds, children }: { company: Company; operationalNeeds: readonly OperationalNeed[]; children: ReactNode }) {
  const validator = useRef<StepValidator>(() => ({}));
  const written = useRef<ApplicantDraft | null>(sessionStore.getState().applicant);
  const adopting = useRef(false);
  const model = useRef({ company, operationalNeeds });
  model.current = { company, operationalNeeds };
  const form = useSchemaForm<ApplicantDraft>({
    initialValues: sessionStore.getState().applicant ?? {},
    validate: (draft) => validator.current(draft),
    derive: (draft, previous) => deriveWizardDraft(model.current.company, draft, previous, { operationalNeeds: model.current.operationalNeeds }),
    onValuesChange: (values) => {
      const store = sessionStore.getState();
      const next = { ...values, ...serverFieldsOf(store.applicant) };
      // a draft adopted from the store that the model left as it was is in the store already (a step's completion, a
      // save's answer): written again, it ran every subscriber of the store a second time for nothing
      if (adopting.current && store.applicant && changedPaths(store.applicant, next).length === 0) {
        written.current = store.applicant;
        return;
      }
      written.current = next;
      store.setApplicant(next);
      if (!adopting.current) autosave.changed();
    },
  });
  const formRef = useRef(form);
  formRef.current = form;

  // the loaded draft as the draft model makes it (the form derived its initial values): the store follows
  useEffect(() => {
    const store = sessionStore.getState();
    const next = { ...formRef.current.getValues(), ...serverFieldsOf(store.applicant) };
    if (JSON.stringify(next) === JSON.stringify(store.applicant)) return;
    written.current = next;
    store.setApplicant(next);
  }, []);

  // the first screen draws before the draft model has arrived (decision 070): what was typed meanwhile is brought to
  // the model when it comes, as a loaded draft is, without a save of its own (the next change saves it derived)
  useEffect(() => {
    if (formLayers()) return undefined;
    return onFormLayers(() => {
      const values = formRef.current.getValues();
      const derived = deriveWizardDraft(model.current.company, values, values, { operationalNeeds: model.current.operationalNeeds });
      adopting.current = true;
      try {
        formRef.current.setValues({ ...derived, ...serverFieldsOf(values) });
      } finally {
        adopting.current = false;
      }
    });
  }, []);

  useEffect(
    () =>
      sessionStore.subscribe((state) => {
        const next = state.applicant;
        if (!next || next === written.current) return;
        written.current = next;
        adopting.current = true;
        try {
          formRef.current.setValues({ ...next, ...serverFieldsOf(formRef.current.getValues()) });
        } finally {
          adopting.current = false;
        }
      }),
    [],
  );

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

/**
 * What a component shows from the draft: re-renders the caller only when the selected value changes. Select
 * primitives (a length, a flag), not objects that change with every keystroke.
 */
export function useDraftSelect<T>(select: (draft: ApplicantDraft) => T): T {
  return useSession((s) => select(s.applicant ?? {}));
}

/** The value at a path of the draft, as `useDraftSelect`. */
export const useDraftValue = <T = unknown,>(path: string): T => useDraftSelect((d) => getAtPath(d, path) as T);

/** Sets a field from code (a custom control): derived and autosaved like typing, and its input shows it. */
export function useFieldChange() {
  const form = useWizardForm();
  return (path: string, value: unknown) => form.setValue(path, value);
}
