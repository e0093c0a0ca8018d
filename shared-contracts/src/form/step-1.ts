import { GENDER_VALUES, PREFERRED_CONTACT_FIELD, PREFERRED_CONTACTS, PREVIOUS_NAME_TYPES, STATES } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import type { ApplicantDraft } from './applicant-draft';
import { isBirthdateInPast } from '../rules/age';
import { createFieldErrors, mergeFieldErrors, type FieldErrorCollector, type FieldErrorMap } from 'shared-contracts';
import { idDocumentFieldErrors } from './validate-id-document';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { emailsMatch, isBlank, isEmail, isName, isPhone, isPrintableAscii } from '../rules/patterns';
import type { StepContext } from './step-context';

function checkName(c: FieldErrorCollector, path: string, value: string | undefined, required: boolean, missing: string, max: number = FIELD_MAX_LENGTHS.name) {
  if (isBlank(value)) {
    if (required) c.add(path, missing);
  } else if (!isName(value!)) c.add(path, FIELD_MESSAGES.name);
  else if (value!.length > max) c.add(path, FIELD_MESSAGES.maxLength(max));
}

/** Step 1, personal and contact details (spec §5). */
export function validateStep1(draft: ApplicantDraft, ctx: StepContext = {}): FieldErrorMap {
  const c = createFieldErrors();
  const today = ctx.today ?? new Date();
  const single = draft._singlename === true;

  checkName(c, 'Firstname', draft.Firstname, true, FIELD_MESSAGES.firstName);
  checkName(c, 'Middlenames', draft.Middlenames, !single && !draft._hasmiddlename, FIELD_MESSAGES.middleNames, FIELD_MAX_LENGTHS.middleNames);
  checkName(c, 'Surname', draft.Surname, !single, FIELD_MESSAGES.surname);

  if (isBlank(draft.Birthdate)) c.add('Birthdate', FIELD_MESSAGES.birthdate);
  else if (!isBirthdateInPast(draft.Birthdate, today)) c.add('Birthdate', FIELD_MESSAGES.dateInFuture);

  if (!draft.Gender || !(GENDER_VALUES as readonly string[]).includes(draft.Gender)) c.add('Gender', FIELD_MESSAGES.gender);

  if (isBlank(draft.Email) || !isEmail(draft.Email!.trim())) c.add('Email', FIELD_MESSAGES.email);
  else if (!emailsMatch(draft.Email, draft._confirmEmail)) c.add('_confirmEmail', FIELD_MESSAGES.confirmEmail);

  if (!draft.Prefcontact || !(PREFERRED_CONTACTS as readonly string[]).includes(draft.Prefcontact)) c.add('Prefcontact', 'Choose how we should contact you');
  for (const contact of PREFERRED_CONTACTS) {
    const field = PREFERRED_CONTACT_FIELD[contact];
    const value = draft[field];
    if (isBlank(value)) {
      if (draft.Prefcontact === contact) c.add(field, FIELD_MESSAGES.preferredContactNumber);
    } else if (!isPhone(value!)) c.add(field, FIELD_MESSAGES.phone);
  }

  const place = (field: 'Citizenship' | 'Birthcountry' | 'Birthplace', missing: string, max: number) => {
    const v = draft[field];
    if (isBlank(v)) c.add(field, missing);
    else if (!isPrintableAscii(v!)) c.add(field, FIELD_MESSAGES.printable);
    else if (v!.length > max) c.add(field, FIELD_MESSAGES.maxLength(max));
  };
  place('Citizenship', FIELD_MESSAGES.citizenship, FIELD_MAX_LENGTHS.country);
  place('Birthcountry', FIELD_MESSAGES.birthCountry, FIELD_MAX_LENGTHS.country);
  place('Birthplace', FIELD_MESSAGES.birthPlace, FIELD_MAX_LENGTHS.place);
  if (!draft.Birthstate || !(STATES as readonly string[]).includes(draft.Birthstate)) c.add('Birthstate', FIELD_MESSAGES.birthState);

  (draft._previousNames ?? []).forEach((entry, i) => {
    const at = `_previousNames.${i}.`;
    const entrySingle = entry._singlename === true;
    checkName(c, at + 'Firstname', entry.Firstname, true, FIELD_MESSAGES.firstName);
    checkName(c, at + 'Middlenames', entry.Middlenames, false, '', FIELD_MAX_LENGTHS.middleNames);
    checkName(c, at + 'Surname', entry.Surname, !entrySingle, FIELD_MESSAGES.surname);
    if (!entry.previousNameTypes || !(PREVIOUS_NAME_TYPES as readonly string[]).includes(entry.previousNameTypes)) {
      c.add(at + 'previousNameTypes', FIELD_MESSAGES.previousNameType);
    }
  });

  return mergeFieldErrors(c.errors, idDocumentFieldErrors(draft, today));
}
