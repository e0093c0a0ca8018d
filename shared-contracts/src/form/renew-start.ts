import { createFieldErrors, type FieldErrorMap } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { emailsMatch, isBlank, isEmail, isName } from '../rules/patterns';

/** The renew quick-start (spec §2). */
export interface RenewStart {
  Firstname: string;
  Surname: string;
  Email: string;
  _confirmEmail: string;
}

export function validateRenewStart(values: RenewStart): FieldErrorMap {
  const c = createFieldErrors();
  if (isBlank(values.Firstname)) c.add('Firstname', FIELD_MESSAGES.firstName);
  else if (!isName(values.Firstname)) c.add('Firstname', FIELD_MESSAGES.name);
  if (isBlank(values.Surname)) c.add('Surname', FIELD_MESSAGES.surname);
  else if (!isName(values.Surname)) c.add('Surname', FIELD_MESSAGES.name);
  if (isBlank(values.Email) || !isEmail(values.Email.trim())) c.add('Email', FIELD_MESSAGES.email);
  else if (!emailsMatch(values.Email, values._confirmEmail)) c.add('_confirmEmail', FIELD_MESSAGES.confirmEmail);
  return c.errors;
}
