// compatibility for phase B/C of issue 41: delete when nothing imports it
import { ErrorSummary } from '../error-summary';
import type { SchemaForm } from './use-schema-form';

/**
 * The error summary of a form built with useSchemaForm: after a failed submit, each field in error named with its
 * label ("Middle names: use letters, …") in page order, focused, each a link that moves focus to its field.
 */
export function FormErrorSummary<V extends object>({ form, title }: { form: Pick<SchemaForm<V>, 'summary'>; title?: string }) {
  return <ErrorSummary errors={form.summary} title={title} />;
}
