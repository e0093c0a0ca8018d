import { EMPLOYER_STATES, EXEMPTION_CODES, ID_TYPE, TAS_EXEMPTION_BORN_BEFORE_YEAR } from 'shared-contracts';
import { compareCalendarDates, parseIsoDate, toCalendarDate, type CalendarDate } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import type { ApplicantDraft } from './applicant-draft';
import type { IdDocumentDetails } from './id-document';
import { BIRTH_CERTIFICATE_NUMBER_HINTS, isBirthCertificateNumber, isRegistrationOnOrAfterBirth, isRegistrationYear } from './birth-certificate';
import { createFieldErrors, type FieldErrorMap } from 'shared-contracts';
import { ID_DOCUMENT_MAX_LENGTHS as MAX, STOCK_NUMBER_MIN_LENGTH } from '../rules/max-lengths';
import { isBlank, isIdName, isImmicardNumber, PASSPORT_NUMBER_PATTERN } from '../rules/patterns';
import { ID_DOCUMENT_RULES } from './id-document-rules';

const asCalendar = (today: Date | CalendarDate): CalendarDate => (today instanceof Date ? toCalendarDate(today) : today);
const P = '_idDocument.Details.';

/** The identity document of step 1 (spec §5), with the exemptions Tas1970 and OffshoreVisa. */
export function idDocumentFieldErrors(draft: ApplicantDraft, today: Date | CalendarDate = new Date()): FieldErrorMap {
  const c = createFieldErrors();
  if (draft._skippedId) return c.errors;
  const type = draft._idDocument?.Id;
  if (type === undefined || !(type in ID_DOCUMENT_RULES)) {
    c.add('_idDocument.Id', FIELD_MESSAGES.idType);
    return c.errors;
  }
  const rule = ID_DOCUMENT_RULES[type];
  const d: IdDocumentDetails = draft._idDocument?.Details ?? {};
  const now = asCalendar(today);

  const checkName = (field: 'GivenNames' | 'FamilyName', required: boolean, missing: string) => {
    const v = d[field];
    if (isBlank(v)) {
      if (required) c.add(P + field, missing);
    } else if (!isIdName(v!)) c.add(P + field, FIELD_MESSAGES.idName);
    else if (v!.length > rule.nameMax[field]) c.add(P + field, FIELD_MESSAGES.maxLength(rule.nameMax[field]));
  };
  checkName('FamilyName', true, 'Enter the family name as shown on the document');
  checkName('GivenNames', !draft._singlename, 'Enter the given names as shown on the document');

  const checkDate = (field: 'RegistrationDate' | 'DateOfBirth', required: boolean, missing: string) => {
    const v = d[field];
    if (isBlank(v)) {
      if (required) c.add(P + field, missing);
      return;
    }
    const date = parseIsoDate(v);
    if (!date) c.add(P + field, FIELD_MESSAGES.date);
    else if (compareCalendarDates(date, now) > 0) c.add(P + field, FIELD_MESSAGES.dateInFuture);
    else if (field === 'RegistrationDate' && !isRegistrationOnOrAfterBirth(v, draft.Birthdate)) c.add(P + field, FIELD_MESSAGES.registrationBeforeBirth);
  };
  checkDate('DateOfBirth', false, FIELD_MESSAGES.birthdate);

  const exemption = d.Exemption;
  const exemptionAllowed =
    (exemption === EXEMPTION_CODES.tas1970 && type === ID_TYPE.birthCertificate) ||
    (exemption === EXEMPTION_CODES.offshoreVisa && (type === ID_TYPE.visa || type === ID_TYPE.protectionVisa));
  if (exemption && !exemptionAllowed) c.add(P + 'Exemption', 'This exemption does not apply to the document you chose');

  switch (type) {
    case ID_TYPE.birthCertificate: {
      if (exemption === EXEMPTION_CODES.tas1970) {
        const birth = parseIsoDate(draft.Birthdate);
        if (d.RegistrationState !== 'TAS' || !birth || birth.year >= TAS_EXEMPTION_BORN_BEFORE_YEAR) {
          c.add(P + 'Exemption', 'The Tasmanian exemption applies only to a Tasmanian certificate of someone born before 1970');
        }
        break;
      }
      const state = d.RegistrationState;
      if (!state || !(EMPLOYER_STATES as readonly string[]).includes(state)) c.add(P + 'RegistrationState', FIELD_MESSAGES.registrationState);
      if (isBlank(d.RegistrationNumber)) c.add(P + 'RegistrationNumber', FIELD_MESSAGES.registrationNumber);
      else if (!isBirthCertificateNumber(d.RegistrationNumber!, state)) {
        const hint = BIRTH_CERTIFICATE_NUMBER_HINTS[state ?? 'OV'];
        c.add(P + 'RegistrationNumber', hint ? `Enter the registration number: ${hint}` : FIELD_MESSAGES.registrationNumber);
      }
      if (isBlank(d.RegistrationDate) && isBlank(d.RegistrationYear)) c.add(P + 'RegistrationDate', FIELD_MESSAGES.registrationDateOrYear);
      checkDate('RegistrationDate', false, FIELD_MESSAGES.registrationDateOrYear);
      if (!isBlank(d.RegistrationYear)) {
        const birth = parseIsoDate(draft.Birthdate);
        if (!isRegistrationYear(d.RegistrationYear!, now)) c.add(P + 'RegistrationYear', FIELD_MESSAGES.registrationYear);
        else if (birth && Number(d.RegistrationYear) < birth.year) c.add(P + 'RegistrationYear', FIELD_MESSAGES.registrationBeforeBirth);
      }
      break;
    }
    case ID_TYPE.citizenship:
    case ID_TYPE.descent: {
      const stock = d.StockNumber;
      if (isBlank(stock)) c.add(P + 'StockNumber', FIELD_MESSAGES.stockNumber);
      else if (!/^[A-Za-z0-9]+$/.test(stock!) || stock!.length < STOCK_NUMBER_MIN_LENGTH || stock!.length > MAX.stockNumber)
        c.add(P + 'StockNumber', FIELD_MESSAGES.stockNumber);
      checkDate('RegistrationDate', true, 'Enter the date you acquired citizenship');
      if (type === ID_TYPE.descent) {
        const optional: [keyof IdDocumentDetails, number][] = [
          ['ClientId', MAX.descentClientId],
          ['RegisterNumber', MAX.registerNumber],
          ['EntryNumber', MAX.entryNumber],
        ];
        for (const [field, max] of optional) {
          const v = d[field];
          if (typeof v !== 'string' || v === '') continue;
          if (!/^[A-Za-z0-9]+$/.test(v)) c.add(P + field, FIELD_MESSAGES.alphanumeric);
          else if (v.length > max) c.add(P + field, FIELD_MESSAGES.maxLength(max));
        }
      }
      break;
    }
    case ID_TYPE.immicard:
      if (isBlank(d.ImmicardNumber) || !isImmicardNumber(d.ImmicardNumber!)) c.add(P + 'ImmicardNumber', FIELD_MESSAGES.immicardNumber);
      break;
    case ID_TYPE.visa:
    case ID_TYPE.protectionVisa:
      if (exemption === EXEMPTION_CODES.offshoreVisa) break;
      if (isBlank(d.PassportNumber)) c.add(P + 'PassportNumber', FIELD_MESSAGES.passportNumber);
      else if (!PASSPORT_NUMBER_PATTERN.test(d.PassportNumber!) || d.PassportNumber!.length > MAX.passportNumber)
        c.add(P + 'PassportNumber', FIELD_MESSAGES.passportNumber);
      if (isBlank(d.PassportCountry)) c.add(P + 'PassportCountry', 'Choose the country that issued your passport');
      break;
  }
  return c.errors;
}
