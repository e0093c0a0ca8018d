import {
  ADMIN_ONLY_OPERATIONAL_NEED_IDS,
  APP_TYPE,
  APP_TYPES,
  EMPLOYER_STATES,
  MIN_OCCUPATION_WORDS,
  OP_NEED_TYPES,
  REGIONAL_PORTS,
  SITE,
  WHITE_SUBTYPE,
  type CardKind,
} from 'shared-contracts';
import { compareCalendarDates, parseIsoDate, ruleDay } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { PRODUCT_NAME } from 'shared-contracts';
import type { Company } from 'shared-contracts';
import type { ApplicantDraft } from './applicant-draft';
import { isValidAbn } from '../rules/abn';
import { isProvisionalApplicant } from '../rules/age';
import { airportsError } from './airports';
import { createFieldErrors, type FieldErrorCollector, type FieldErrorMap } from 'shared-contracts';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import {
  isAddressLine,
  isAsicNumber,
  isBlank,
  isEmail,
  isMsicNumber,
  isName,
  isPhone,
  isPostcode,
  isPrintableAscii,
  isProviderAsicNumber,
  isProviderMsicNumber,
  isSuburb,
} from '../rules/patterns';
import { isSignatureDataUrl } from '../rules/signature';
import type { StepContext } from './step-context';
import { hasMinWords } from '../rules/words';
import { localityProblem, type LocalitiesOf } from '../rules/localities';
import { opNeedTypeOptions } from '../rules/operational-need-labels';
import { cardKindOf, needsApplicantSignature } from './card-kind';

const EMPLOYER_RULES: [keyof ApplicantDraft, string, (v: string) => boolean, string, number][] = [
  ['Employername', 'Enter the employer name', isPrintableAscii, FIELD_MESSAGES.printable, FIELD_MAX_LENGTHS.organisation],
  ['Employeraddress', "Enter the employer's street address", isAddressLine, FIELD_MESSAGES.addressLine, FIELD_MAX_LENGTHS.addressLine],
  ['Employersuburb', "Enter the employer's suburb or town", isSuburb, FIELD_MESSAGES.suburb, FIELD_MAX_LENGTHS.suburb],
  ['Employerfirstname', "Enter your contact's first name", isName, FIELD_MESSAGES.name, FIELD_MAX_LENGTHS.name],
  ['Employersurname', "Enter your contact's surname", isName, FIELD_MESSAGES.name, FIELD_MAX_LENGTHS.name],
  ['Employeremail', "Enter your contact's email address", isEmail, FIELD_MESSAGES.email, FIELD_MAX_LENGTHS.email],
  ['Employerphone', "Enter your contact's phone number", isPhone, FIELD_MESSAGES.phone, FIELD_MAX_LENGTHS.phone],
  ['Employerposition', "Enter your contact's position", isPrintableAscii, FIELD_MESSAGES.printable, FIELD_MAX_LENGTHS.position],
];

function checkEmployer(c: FieldErrorCollector, draft: ApplicantDraft, localities: LocalitiesOf | undefined) {
  for (const [field, missing, test, bad, max] of EMPLOYER_RULES) {
    const v = draft[field];
    if (typeof v !== 'string' || isBlank(v)) c.add(field, missing);
    else if (!test(v)) c.add(field, bad);
    else if (v.length > max) c.add(field, FIELD_MESSAGES.maxLength(max));
  }
  if (!draft.Employerstate || !(EMPLOYER_STATES as readonly string[]).includes(draft.Employerstate)) c.add('Employerstate', FIELD_MESSAGES.state);
  const country = draft.Employercountry || 'Australia';
  if (isBlank(draft.Employerpostcode)) c.add('Employerpostcode', "Enter the employer's postcode");
  else if (!isPostcode(draft.Employerpostcode!, country)) c.add('Employerpostcode', FIELD_MESSAGES.postcode);
  // a suburb of the state with one of its postcodes
  if (!c.errors.Employersuburb && !c.errors.Employerstate) {
    const place = localityProblem(localities, draft.Employerstate, draft.Employersuburb, draft.Employerpostcode);
    if (place) c.add(place.field === 'suburb' ? 'Employersuburb' : 'Employerpostcode', place.message);
  }
}

function checkCurrentCard(c: FieldErrorCollector, draft: ApplicantDraft, kind: CardKind | undefined, ctx: StepContext, company: Company) {
  const body = ctx.issuingBodies?.find((b) => b.Id === draft.Issuingbodyid);
  const code = body?.Code.toUpperCase();
  if (draft.Issuingbodyid === undefined || (ctx.issuingBodies && !body)) c.add('Issuingbodyid', FIELD_MESSAGES.issuingBody);

  // a renewal's card, MSIC or ASIC, is in Msicnum (spec §4: a renewal clears the ASIC fields)
  const field = draft.Apptype === APP_TYPE.basedOnAsic ? 'Asicnum' : 'Msicnum';
  if (field === 'Asicnum' || kind === 'ASIC') {
    const n = draft[field];
    if (isBlank(n)) c.add(field, FIELD_MESSAGES.asicNumber);
    else if (code === 'VEA' ? !isProviderAsicNumber(n!) : !isAsicNumber(n!))
      c.add(field, code === 'VEA' ? FIELD_MESSAGES.providerAsicNumber : FIELD_MESSAGES.asicNumber);
  } else {
    const n = draft.Msicnum;
    if (isBlank(n)) c.add('Msicnum', FIELD_MESSAGES.cardNumber);
    else if (code === 'VEP' ? !isProviderMsicNumber(n!) : !isMsicNumber(n!))
      c.add('Msicnum', code === 'VEP' ? FIELD_MESSAGES.providerCardNumber : FIELD_MESSAGES.cardNumber);
  }
  if (draft.Apptype === APP_TYPE.basedOnAsic) {
    const expiry = parseIsoDate(draft.Asicexpirydate);
    const now = ruleDay(ctx.today, company.timeZone);
    if (isBlank(draft.Asicexpirydate)) c.add('Asicexpirydate', FIELD_MESSAGES.asicExpiry);
    else if (!expiry) c.add('Asicexpirydate', FIELD_MESSAGES.date);
    else if (compareCalendarDates(expiry, now) < 0) c.add('Asicexpirydate', 'Your ASIC has expired: apply for a new card instead');
  }
}

/** Step 3 (spec §2, §4, §5, §6); for the asset variants it is the summary and payment. */
export function validateStep3(draft: ApplicantDraft, company: Company, ctx: StepContext = {}): FieldErrorMap {
  const c = createFieldErrors();
  const extra = draft.ExtraData ?? {};

  if (company.views.step3 === 'summary-payment') {
    if (!extra.lodgementOption || !company.lodgementOptions.includes(extra.lodgementOption)) c.add('ExtraData.lodgementOption', FIELD_MESSAGES.lodgementOption);
    return c.errors;
  }

  const kind = cardKindOf(draft, company);
  if (!kind || !company.cardTypes.includes(kind)) c.add('_cardType', `Choose an ${PRODUCT_NAME} or an ASIC`);

  if (!draft.Apptype || !(APP_TYPES as readonly string[]).includes(draft.Apptype)) c.add('Apptype', FIELD_MESSAGES.appType);
  else if (draft.Apptype !== APP_TYPE.standard) checkCurrentCard(c, draft, kind, ctx, company);

  const need = ctx.operationalNeeds?.find((n) => n.Id === draft.OperationalNeedId);
  const white = need?.Colour === 'white';
  // a draft deriveDraft has not seen yet falls back to the sponsor's preference
  const subtype = draft.Appsubtype ?? (company.sponsored ? (draft._companyPreference ?? company.preferredSubtype ?? undefined) : undefined);
  if (!subtype || !['2', '4', WHITE_SUBTYPE].includes(subtype)) c.add('Appsubtype', FIELD_MESSAGES.appSubtype);
  // from the birth date, never from a flag the browser sent
  else if (subtype === '4' && isProvisionalApplicant(draft.Birthdate, ruleDay(ctx.today, company.timeZone)))
    c.add('Appsubtype', FIELD_MESSAGES.provisionalSubtype);
  else if (white && subtype !== WHITE_SUBTYPE) c.add('Appsubtype', 'A white operational need needs a white card');

  if (draft.Site !== SITE.assetJobReady) {
    if (draft.OperationalNeedId === undefined || (ctx.operationalNeeds && !need)) c.add('OperationalNeedId', FIELD_MESSAGES.operationalNeed);
    else if (!ctx.admin && ((ADMIN_ONLY_OPERATIONAL_NEED_IDS as readonly number[]).includes(draft.OperationalNeedId) || need?.adminOnly))
      c.add('OperationalNeedId', FIELD_MESSAGES.operationalNeedAdminOnly);
    else if (need && kind && (need.cardType ?? PRODUCT_NAME) !== kind) c.add('OperationalNeedId', FIELD_MESSAGES.operationalNeedOfCard(kind));

    if (extra.OpNeedType && kind && !opNeedTypeOptions({ cardTypes: [kind] }).some((o) => o.value === extra.OpNeedType)) c.add('ExtraData.OpNeedType', FIELD_MESSAGES.opNeedType);

    if (!extra.OpNeedType || !(OP_NEED_TYPES as readonly string[]).includes(extra.OpNeedType)) c.add('ExtraData.OpNeedType', FIELD_MESSAGES.opNeedType);
    if (!hasMinWords(extra.OpNeedOccupation, MIN_OCCUPATION_WORDS)) c.add('ExtraData.OpNeedOccupation', FIELD_MESSAGES.occupation);
    if (subtype !== WHITE_SUBTYPE && !white && extra.OpNeedAccessFreq === undefined) c.add('ExtraData.OpNeedAccessFreq', FIELD_MESSAGES.accessFrequency);
    else if (extra.OpNeedAccessFreq !== undefined && ctx.accessFrequencies && !ctx.accessFrequencies.some((o) => o.Id === extra.OpNeedAccessFreq))
      c.add('ExtraData.OpNeedAccessFreq', FIELD_MESSAGES.accessFrequency);

    if (extra.OpNeedType === 'employer') checkEmployer(c, draft, ctx.localities);
    if (extra.OpNeedType === 'self employed' || draft.Company === 'Y') {
      if (isBlank(draft._abn) || !isValidAbn(draft._abn!)) c.add('_abn', FIELD_MESSAGES.abn);
    }
    if (needsApplicantSignature(draft) && !isSignatureDataUrl(draft._signatureFile)) c.add('_signatureFile', FIELD_MESSAGES.signature);
  }

  if (kind === 'ASIC') {
    const problem = airportsError(draft.Airports, extra._numAirports ?? 1);
    if (problem) c.add('Airports', problem);
  }
  if (company.views.step3 === 'spa-employment' && (!extra.PortAccess || !(REGIONAL_PORTS as readonly string[]).includes(extra.PortAccess))) {
    c.add('ExtraData.PortAccess', FIELD_MESSAGES.portAccess);
  }
  return c.errors;
}
