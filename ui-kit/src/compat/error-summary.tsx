// compatibility for phase B/C of issue 41: delete when nothing imports it
import { useEffect, useState } from 'react';
import { ErrorSummary as Summary } from '../form/error-summary';
import type { ErrorSummaryItem } from '../form/use-schema-form';

export type { ErrorSummaryItem };

/**
 * The old form layer's error summary, drawn by the one error summary of ui-kit/form: it takes the focus when it
 * appears and again on each later submit that still leaves errors (every submit of the page counts as a new
 * attempt), never while the person corrects a field.
 */
export function ErrorSummary({ errors, title }: { errors: ErrorSummaryItem[]; title?: string }) {
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    const onSubmit = () => setSubmits((n) => n + 1);
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);
  return <Summary items={errors} focusKey={submits} title={title} />;
}
