import * as z from 'zod/mini';
import { fieldErrorsFromIssues, type FieldErrorMap } from 'shared-contracts/api';

/**
 * Field errors of `values` against a contract schema (shared-contracts/staff): the rules are the schema's, the same
 * the API applies; `messages` only words them for the staff member, one message a field.
 */
export function validateWith(schema: z.ZodMiniType, values: unknown, messages: Record<string, string> = {}): FieldErrorMap {
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return {};
  const errors = fieldErrorsFromIssues(parsed.error.issues);
  for (const path of Object.keys(errors)) {
    const message = messages[path];
    if (message) errors[path] = [message];
  }
  return errors;
}
