import { createContext, useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { Company } from 'shared-contracts';
import type { FieldErrorMap } from 'shared-contracts';
import type { ApplicantDraft, OperationalNeed } from 'shared-contracts/form';
import { changedPaths, useSchemaForm, type SchemaForm, valueAt } from 'ui-kit/form';
import { autosave } from '../autosave/autosave';
import { draftHome } from '../model/draft';
import { deriveWizardDraft } from '../model/derive-draft';

type StepValidator = (draft: ApplicantDraft) => FieldErrorMap;

interface WizardFormValue {
  form: SchemaForm<ApplicantDraft>;
  validator: { current: StepValidator };
}

const Context = createContext<WizardFormValue | null>(null);

/** The wizard's one form over the whole draft, and the draft's home while it is drawn (decision 091). */
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

  useLayoutEffect(() => draftHome.attach({ getValues: () => formRef.current.getValues(), setValues: (next) => formRef.current.setValues(next) }), []);

  const value = useMemo(() => ({ form, validator }), [form]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

function useWizardContext(): WizardFormValue {
  const value = useContext(Context);
  if (!value) throw new Error('A wizard field must sit inside WizardFormProvider');
  return value;
}

/** Re-renders the caller when errors change or values are set from code, not on a keystroke. */
export const useWizardForm = (): SchemaForm<ApplicantDraft> => useWizardContext().form;

export const useStepValidator = () => useWizardContext().validator;

export const useFieldError = (path: string): string | undefined => {
  const error = useWizardForm().mantine.errors[path];
  return error === undefined || error === null ? undefined : String(error);
};

const same = (a: unknown, b: unknown) => Object.is(a, b) || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && changedPaths(a, b).length === 0);

/** Objects are compared by contents: the form's values are copied on every change. */
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

export const useDraftValue = <T = unknown,>(path: string): T => useDraftSelect((d) => valueAt(d, path) as T);
