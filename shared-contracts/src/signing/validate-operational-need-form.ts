import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { OperationalNeedFormSubmission } from './operational-need-form';
import { signatureProblem, type SignatureAnswer } from '../rules/typed-signature';
import { createFieldErrors, fieldErrorsFromIssues, mergeFieldErrors, type FieldErrorMap } from 'shared-contracts';

/** Spec §5: the regional port version also needs the port-access field. */
export function validateOperationalNeedForm(form: unknown, options: { regional: boolean }): FieldErrorMap {
  const result = z.safeParse(OperationalNeedFormSubmission, form);
  const errors = result.success ? {} : fieldErrorsFromIssues(result.error.issues);
  const c = createFieldErrors();
  const port = typeof form === 'object' && form !== null ? (form as { PortAccess?: unknown }).PortAccess : undefined;
  if (options.regional && !port) c.add('PortAccess', FIELD_MESSAGES.portAccess);
  const signature = typeof form === 'object' && form !== null ? signatureProblem(form as SignatureAnswer) : FIELD_MESSAGES.signature;
  if (signature) c.add('_signature', signature);
  return mergeFieldErrors(errors, c.errors);
}
