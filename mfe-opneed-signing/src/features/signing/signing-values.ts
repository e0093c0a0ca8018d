import { EMPLOYER_STATES, OP_NEED_TYPES, REGIONAL_PORTS, SPONSORED_YEARS } from 'shared-contracts';
import { createFieldErrors, mergeFieldErrors, type FieldErrorMap } from 'shared-contracts';
import {
  FIELD_MESSAGES,
  abnNameProblem,
  isBadAirport,
  loadedLocalities,
  localityProblem,
  normaliseAbn,
  validateOperationalNeedForm,
  type Airport,
  type OperationalNeed,
  type OperationalNeedForm,
  type OperationalNeedFormSubmission,
  type SignatureMethod,
} from 'shared-contracts/signing';
import type { AbnLookup } from 'ui-kit/form';

const TEXT_FIELDS = [
  'FirstName', 'Surname', 'Phone', 'Email', 'Position', 'Organisation', 'BusinessUnit', 'PoNumber', 'Address', 'Suburb', 'State', 'Postcode', 'Country', 'Abn',
  'ApplicantFullname', 'SponsoredYears', 'OperationalNeedId', 'OperationalNeedType', 'OpNeedOccupation', 'OpNeedAccessFreq', 'PortAccess',
] as const;
type TextValues = Record<(typeof TEXT_FIELDS)[number], string>;

export type SigningValues = TextValues & {
  AbnNameConfirmed: boolean;
  Sponsored: '' | 'yes' | 'no';
  airports: number[];
  _signatureMethod: SignatureMethod;
  _signature: string | null;
  _signatureTyped: string;
};

export function valuesOf(form: OperationalNeedForm): SigningValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(form[name] ?? '')])) as TextValues;
  return {
    ...text,
    Country: text.Country || 'Australia',
    AbnNameConfirmed: false,
    Sponsored: form.Sponsored === true ? 'yes' : form.Sponsored === false ? 'no' : '',
    airports: (form.airports ?? []).filter((a) => !isBadAirport(a)).map((a) => a.Id),
    _signatureMethod: 'drawn',
    _signature: null,
    _signatureTyped: '',
  };
}

const trimmed = <K extends keyof TextValues>(values: SigningValues, names: K[]) => Object.fromEntries(names.map((name) => [name, values[name].trim()])) as Record<K, string>;
const optional = (value: string) => (value.trim() ? value.trim() : undefined);
const numberOrUndefined = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => (list as readonly string[]).includes(value) ? (value as T) : undefined;

export interface SigningContext {
  regional: boolean;
  airports: readonly Airport[];
  needs: readonly OperationalNeed[];
}

export function toSubmission(values: SigningValues, context: SigningContext): OperationalNeedFormSubmission {
  const years = Number(values.SponsoredYears);
  const need = context.needs.find((n) => String(n.Id) === values.OperationalNeedId);
  return {
    ...trimmed(values, ['FirstName', 'Surname', 'Phone', 'Email', 'Position', 'Organisation', 'Address', 'Suburb', 'Postcode', 'ApplicantFullname', 'OpNeedOccupation']),
    BusinessUnit: optional(values.BusinessUnit),
    PoNumber: optional(values.PoNumber),
    State: oneOf(EMPLOYER_STATES, values.State) as OperationalNeedFormSubmission['State'],
    Country: optional(values.Country),
    Abn: normaliseAbn(values.Abn.trim()),
    ...(values.AbnNameConfirmed ? { AbnNameConfirmed: true } : {}),
    Sponsored: values.Sponsored === 'yes',
    SponsoredYears: values.Sponsored === 'yes' && (SPONSORED_YEARS as readonly number[]).includes(years) ? (years as OperationalNeedFormSubmission['SponsoredYears']) : null,
    OperationalNeedId: numberOrUndefined(values.OperationalNeedId) as number,
    // spec §4: a white need has no access frequency
    OpNeedAccessFreq: need?.Colour === 'white' ? null : (numberOrUndefined(values.OpNeedAccessFreq) ?? null),
    OperationalNeedType: oneOf(OP_NEED_TYPES, values.OperationalNeedType),
    PortAccess: context.regional ? oneOf(REGIONAL_PORTS, values.PortAccess) : undefined,
    airports: context.airports.length > 0 ? context.airports.filter((a) => values.airports.includes(a.Id)) : undefined,
    ...(values._signatureMethod === 'typed'
      ? { _signatureMethod: 'typed' as const, _signatureTyped: values._signatureTyped.trim() }
      : { _signatureMethod: 'drawn' as const, _signature: values._signature ?? '' }),
  };
}

export const registeredNameOf = (lookup: AbnLookup | null, abn: string) => (lookup?.state === 'found' && lookup.abn === normaliseAbn(abn) ? lookup.result.EntityName : null);

export function validateSigning(values: SigningValues, context: SigningContext, lookup: AbnLookup | null): FieldErrorMap {
  const submission = toSubmission(values, context);
  const c = createFieldErrors();
  const need = context.needs.find((n) => String(n.Id) === values.OperationalNeedId);
  if (!need) c.add('OperationalNeedId', FIELD_MESSAGES.operationalNeed);
  if (need && need.Colour !== 'white' && !values.OpNeedAccessFreq) c.add('OpNeedAccessFreq', FIELD_MESSAGES.accessFrequency);
  if (!values.Sponsored) c.add('Sponsored', 'Say whether your organisation sponsors the applicant');
  if (context.airports.length > 0 && submission.airports?.length === 0) c.add('airports', FIELD_MESSAGES.airports);
  if (lookup?.state === 'problem' && lookup.abn === normaliseAbn(values.Abn)) c.add('Abn', lookup.problem);
  const nameProblem = abnNameProblem(values.Organisation, registeredNameOf(lookup, values.Abn), values.AbnNameConfirmed);
  if (nameProblem) c.add('Organisation', nameProblem);
  const place = localityProblem(loadedLocalities, values.State, values.Suburb, values.Postcode);
  if (place) c.add(place.field === 'suburb' ? 'Suburb' : 'Postcode', place.message);
  const shared = validateOperationalNeedForm(submission, { regional: context.regional });
  if (c.errors.OperationalNeedId) delete shared.OperationalNeedId;
  return mergeFieldErrors(shared, c.errors);
}
