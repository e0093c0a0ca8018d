import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { failureMessage, isApiError } from 'shared-contracts';
import { SubmitState } from './button';
import { ErrorSummary } from './error-summary';
import type { SchemaForm } from './use-schema-form';
import './form.css';

export interface FormProps<V extends object> {
  form: SchemaForm<V>;
  onSubmit: (values: V) => void | Promise<void>;
  failure?: (error: unknown) => string | undefined;
  summaryTitle?: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

// the one place that turns a failed send into what the person sees (spec §8)
export function Form<V extends object>({ form, onSubmit, failure = failureMessage, summaryTitle, className, children, ...rest }: FormProps<V>) {
  const [submitting, setSubmitting] = useState(false);
  const [said, setSaid] = useState<string>();
  const failureId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSaid(undefined);
    if (!form.validate()) return;
    setSubmitting(true);
    try {
      await onSubmit(form.getValues());
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      const unplaced = Object.keys(fieldErrors).length > 0 ? form.setServerErrors(fieldErrors) : [];
      if (Object.keys(fieldErrors).length === 0) setSaid(failure(error));
      else if (unplaced.length > 0) setSaid(unplaced.map((path) => fieldErrors[path]![0]).join(' '));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate className={className} onSubmit={(event) => void submit(event)} aria-describedby={said ? failureId : undefined} {...rest}>
      <ErrorSummary items={form.summary} focusKey={form.failures} title={summaryTitle} />
      {said && (
        <p className="ui-form-failure" role="alert" id={failureId}>
          {said}
        </p>
      )}
      <SubmitState.Provider value={{ submitting }}>{children}</SubmitState.Provider>
    </form>
  );
}
