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

/** What the signer types, as the inputs hold it (strings); turned into the submission on send. */
export interface SigningValues {
  FirstName: string;
  Surname: string;
  Phone: string;
  Email: string;
  Position: string;
  Organisation: string;
  BusinessUnit: string;
  PoNumber: string;
  Address: string;
  Suburb: string;
  State: string;
  Postcode: string;
  Country: string;
  Abn: string;
  /** the organisation trades under an ABN the register names differently (issue 39) */
  AbnNameConfirmed: boolean;
  ApplicantFullname: string;
  Sponsored: '' | 'yes' | 'no';
  SponsoredYears: string;
  OperationalNeedId: string;
  OperationalNeedType: string;
  OpNeedOccupation: string;
  OpNeedAccessFreq: string;
  PortAccess: string;
  /** ids of the applicant's airports the signer confirms */
  airports: number[];
  /** drawn on the pad, or typed (decision 029: a way to sign without a pointer) */
  _signatureMethod: SignatureMethod;
  /** the pad's SVG data URL once a signature over 50 px is drawn (spec §4, §5) */
  _signature: string | null;
  /** the signer's full name, typed as their signature */
  _signatureTyped: string;
}

const str = (value: string | number | undefined | null) => (value === undefined || value === null ? '' : String(value));

/** The loaded form (prefilled from the application, or saved earlier) as input values. */
export function valuesOf(form: OperationalNeedForm): SigningValues {
  return {
    FirstName: str(form.FirstName),
    Surname: str(form.Surname),
    Phone: str(form.Phone),
    Email: str(form.Email),
    Position: str(form.Position),
    Organisation: str(form.Organisation),
    BusinessUnit: str(form.BusinessUnit),
    PoNumber: str(form.PoNumber),
    Address: str(form.Address),
    Suburb: str(form.Suburb),
    State: str(form.State),
    Postcode: str(form.Postcode),
    Country: str(form.Country) || 'Australia',
    Abn: str(form.Abn),
    AbnNameConfirmed: false,
    ApplicantFullname: str(form.ApplicantFullname),
    Sponsored: form.Sponsored === true ? 'yes' : form.Sponsored === false ? 'no' : '',
    SponsoredYears: str(form.SponsoredYears),
    OperationalNeedId: str(form.OperationalNeedId),
    OperationalNeedType: str(form.OperationalNeedType),
    OpNeedOccupation: str(form.OpNeedOccupation),
    OpNeedAccessFreq: str(form.OpNeedAccessFreq),
    PortAccess: str(form.PortAccess),
    airports: (form.airports ?? []).filter((a) => !isBadAirport(a)).map((a) => a.Id),
    _signatureMethod: 'drawn',
    _signature: null,
    _signatureTyped: '',
  };
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);
const numberOrUndefined = (value: string) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => (list as readonly string[]).includes(value) ? (value as T) : undefined;

export interface SigningContext {
  regional: boolean;
  /** the applicant's airports (an ASIC application), offered for confirmation */
  airports: readonly Airport[];
  needs: readonly OperationalNeed[];
}

/** The body of POST /api/people/operational-need-form/{id}/{refId}. */
export function toSubmission(values: SigningValues, context: SigningContext): OperationalNeedFormSubmission {
  const years = Number(values.SponsoredYears);
  const need = context.needs.find((n) => String(n.Id) === values.OperationalNeedId);
  return {
    FirstName: values.FirstName.trim(),
    Surname: values.Surname.trim(),
    Phone: values.Phone.trim(),
    Email: values.Email.trim(),
    Position: values.Position.trim(),
    Organisation: values.Organisation.trim(),
    BusinessUnit: optional(values.BusinessUnit),
    PoNumber: optional(values.PoNumber),
    Address: values.Address.trim(),
    Suburb: values.Suburb.trim(),
    State: oneOf(EMPLOYER_STATES, values.State) as OperationalNeedFormSubmission['State'],
    Postcode: values.Postcode.trim(),
    Country: optional(values.Country),
    Abn: normaliseAbn(values.Abn.trim()),
    ...(values.AbnNameConfirmed ? { AbnNameConfirmed: true } : {}),
    ApplicantFullname: values.ApplicantFullname.trim(),
    Sponsored: values.Sponsored === 'yes',
    SponsoredYears: values.Sponsored === 'yes' && (SPONSORED_YEARS as readonly number[]).includes(years) ? (years as OperationalNeedFormSubmission['SponsoredYears']) : null,
    OperationalNeedId: numberOrUndefined(values.OperationalNeedId) as number,
    OpNeedOccupation: values.OpNeedOccupation.trim(),
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

/**
 * The rules of spec §5 for this form: the shared validator (fields, sponsored years, port access in the regional
 * version, the signature drawn or typed), plus what needs the loaded lists: the need, the access frequency of a blue need, the
 * applicant's airports, and the ABN lookup's verdict.
 */
export function validateSigning(values: SigningValues, context: SigningContext, abnProblem: string | null, registeredName: string | null = null): FieldErrorMap {
  const submission = toSubmission(values, context);
  const c = createFieldErrors();
  const need = context.needs.find((n) => String(n.Id) === values.OperationalNeedId);
  if (!need) c.add('OperationalNeedId', FIELD_MESSAGES.operationalNeed);
  if (need && need.Colour !== 'white' && !values.OpNeedAccessFreq) c.add('OpNeedAccessFreq', FIELD_MESSAGES.accessFrequency);
  if (!values.Sponsored) c.add('Sponsored', 'Say whether your organisation sponsors the applicant');
  if (context.airports.length > 0 && submission.airports?.length === 0) c.add('airports', FIELD_MESSAGES.airports);
  if (abnProblem) c.add('Abn', abnProblem);
  // an ABN the register names after another business: the signer's word that the organisation trades under it
  const nameProblem = abnNameProblem(values.Organisation, registeredName, values.AbnNameConfirmed);
  if (nameProblem) c.add('Organisation', nameProblem);
  // the organisation's suburb is one of its state's (issue 39), against the localities the page has loaded
  const place = localityProblem(loadedLocalities, values.State, values.Suburb, values.Postcode);
  if (place) c.add(place.field === 'suburb' ? 'Suburb' : 'Postcode', place.message);
  const shared = validateOperationalNeedForm(submission, { regional: context.regional });
  // one message a field: the list's own message replaces the schema's generic one for the need
  if (c.errors.OperationalNeedId) delete shared.OperationalNeedId;
  return mergeFieldErrors(shared, c.errors);
}
