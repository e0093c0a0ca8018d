import { APP_TYPE, AUSTRALIA, ID_TYPE, SELF_EMPLOYED, SITE, WHITE_SUBTYPE, type AppSubtype, type IdTypeId } from 'shared-contracts';
import { ruleDay, type CalendarDate } from 'shared-contracts';
import type { Company } from 'shared-contracts';
import type { ApplicantDraft, ExtraData } from '../applicant-draft';
import type { IdDocumentDetails } from '../id-document';
import type { OperationalNeed } from '../../reference/operational-need';
import { trimAddressHistory } from '../address-history';
import { isProvisionalApplicant } from '../../rules/age';
import { cardKindOf, needsApplicantSignature } from '../step-3';

/** What the draft model may need beyond the company, the draft and today. */
export interface DeriveDraftOptions {
  /**
   * The operational needs (reference data), to know a need's colour. Without them the white-need rules cannot be
   * applied and a chosen need is left as it is.
   */
  operationalNeeds?: readonly Pick<OperationalNeed, 'Id' | 'Colour'>[];
  /**
   * The draft as it was before this change (the stored one on the server, the previous state in the wizard). The
   * one rule of spec §4 that is a transition, not a state ("changing birth country to Australia sets citizenship
   * to Australia and preselects the first ID type"), applies only when a previous draft is given and the birth
   * country becomes Australia; without one (a create) the citizenship the draft names is kept.
   */
  previous?: ApplicantDraft | null;
}

/** The employer's fields (spec §3 "Employer"): kept only when the applicant's operational need type is employer. */
export const EMPLOYER_FIELDS = [
  'Employername',
  'Employeraddress',
  'Employersuburb',
  'Employerstate',
  'Employerpostcode',
  'Employercountry',
  'Employerfirstname',
  'Employersurname',
  'Employeremail',
  'Employerphone',
  'Employerposition',
] as const satisfies readonly (keyof ApplicantDraft)[];

/** The details each identity document type has (spec §3 "ID document details", §5); the others are removed. */
export const ID_DOCUMENT_FIELDS: Record<IdTypeId, readonly (keyof IdDocumentDetails)[]> = {
  [ID_TYPE.birthCertificate]: ['GivenNames', 'FamilyName', 'DateOfBirth', 'RegistrationState', 'RegistrationNumber', 'RegistrationDate', 'RegistrationYear', 'Exemption'],
  [ID_TYPE.citizenship]: ['GivenNames', 'FamilyName', 'DateOfBirth', 'StockNumber', 'RegistrationDate'],
  [ID_TYPE.descent]: ['GivenNames', 'FamilyName', 'DateOfBirth', 'StockNumber', 'RegistrationDate', 'ClientId', 'RegisterNumber', 'EntryNumber'],
  [ID_TYPE.immicard]: ['GivenNames', 'FamilyName', 'DateOfBirth', 'ImmicardNumber'],
  [ID_TYPE.visa]: ['GivenNames', 'FamilyName', 'DateOfBirth', 'PassportNumber', 'PassportCountry', 'Exemption'],
  [ID_TYPE.protectionVisa]: ['GivenNames', 'FamilyName', 'DateOfBirth', 'PassportNumber', 'PassportCountry', 'Exemption'],
};

type Mutable = Record<string, unknown>;

const drop = (target: Mutable, keys: readonly string[]) => {
  for (const key of keys) delete target[key];
};

/** The colour of the chosen operational need, when the reference data says. */
function needColour(draft: ApplicantDraft, options: DeriveDraftOptions): OperationalNeed['Colour'] | undefined {
  if (draft.OperationalNeedId === undefined) return undefined;
  return options.operationalNeeds?.find((n) => n.Id === draft.OperationalNeedId)?.Colour;
}

/**
 * The draft model (spec §4 "Field-driven changes", §5 addresses, issue 15): the draft as it must be for this
 * company on this day. Pure and idempotent (`deriveDraft(c, deriveDraft(c, d, t), t)` is the same draft). The
 * wizard runs it on every change for feedback; the API runs it on every save and on conversion and stores what it
 * returns, so the price, the PDFs, the mails and the status page all read one record. What the browser sends is
 * input: every field below is recomputed, whatever the draft said.
 *
 * - Site: the company's (the asset variants are always job-ready, Site 4); another company keeps 0 or the
 *   job-ready landing's 4.
 * - Card type: the company's only card, else a card it issues; airports only for an ASIC.
 * - Provisional (ExtraData.Provisional) from the birth date alone: true under 18, absent otherwise.
 * - Birth country becoming Australia (from `previous`): citizenship Australia, birth certificate preselected.
 * - Job-ready (Site 4): subtype 2; the need, its category, OpNeed, Sponsored, occupation, need type, access
 *   frequency, employer, ABN and signature removed (the job-ready programme has no operational need).
 * - Apptype S: no card number, ASIC number, ASIC expiry or issuing body. R: no ASIC number or expiry (the number of
 *   the card renewed, an MSIC or an ASIC, is the card number). A: no card number; subtype W for a white need,
 *   otherwise 2.
 * - A white need: subtype W and no access frequency. A blue need never keeps W. A white card has no access
 *   frequency.
 * - Company-sponsored: the company's preferred subtype (`_companyPreference`), forced to 2 for a provisional
 *   applicant; no sponsored company: no preference. A provisional applicant never has a 4-year card.
 * - Branches not chosen: employer fields unless the need type is employer; ABN unless self-employed (Company Y);
 *   Company follows the need type; the applicant's signature unless self-employed or private pilot; the postal
 *   address when it is the residential one; the ID-document details of another type; a lodgement option the
 *   company does not offer (a single option is preselected).
 * - Addresses: at most 2 when the first covers the 10 years.
 */
export function deriveDraft(company: Company, draft: ApplicantDraft, now: Date | CalendarDate, options: DeriveDraftOptions = {}): ApplicantDraft {
  // the day it is in the variant's time zone (issue 39): the server and the browser count age from the same day
  const today = ruleDay(now, company.timeZone);
  const next: ApplicantDraft = { ...draft };
  const m = next as Mutable;
  const extra: ExtraData = { ...(draft.ExtraData ?? {}) };
  const x = extra as Mutable;

  // Site: the asset variants are the job-ready programme; elsewhere job-ready is a landing page's choice
  if (company.defaultSite === SITE.assetJobReady) next.Site = SITE.assetJobReady;
  // a variant that offers no Job Ready card (issue 39: an airport, a company account) keeps its own site
  else if (next.Site === undefined || (next.Site === SITE.assetJobReady && !company.offersJobReady)) next.Site = company.defaultSite;
  const jobReady = next.Site === SITE.assetJobReady;

  // card type
  if (company.cardTypes.length === 1) next._cardType = company.cardTypes[0];
  else if (next._cardType !== undefined && !company.cardTypes.includes(next._cardType)) delete next._cardType;
  const kind = cardKindOf(next, company);

  // provisional from the birth date, never from a flag the browser sent
  if (isProvisionalApplicant(next.Birthdate, today)) extra.Provisional = true;
  else delete extra.Provisional;
  const provisional = extra.Provisional === true;

  // birth country becoming Australia (a transition: afterwards the applicant may still change citizenship). Without
  // a previous draft there is no change to see: a first save keeps the citizenship it names.
  if (options.previous && next.Birthcountry === AUSTRALIA && options.previous.Birthcountry !== AUSTRALIA) {
    next.Citizenship = AUSTRALIA;
    if (!next._skippedId) next._idDocument = { ...(next._idDocument ?? {}), Id: ID_TYPE.birthCertificate, Details: next._idDocument?.Details ?? {} };
  }

  // job-ready: no operational need at all
  if (jobReady) {
    drop(m, ['OperationalNeedId', 'OperationalNeedCategoryId', 'OpNeed', 'Sponsored', '_abn', '_abr', '_signatureFile', 'Company', ...EMPLOYER_FIELDS]);
    drop(x, ['OpNeedOccupation', 'OpNeedType', 'OpNeedAccessFreq']);
  }

  // application type
  if (next.Apptype === APP_TYPE.standard) drop(m, ['Msicnum', 'Asicnum', 'Asicexpirydate', 'Issuingbodyid']);
  // a renewal clears the ASIC fields for every card (spec §4, issue 40): the number of the card renewed, an MSIC or an
  // ASIC, is the card number (Msicnum); the ASIC number and expiry are those of the ASIC an MSIC is based on (A)
  else if (next.Apptype === APP_TYPE.renewal) drop(m, ['Asicnum', 'Asicexpirydate']);
  else if (next.Apptype === APP_TYPE.basedOnAsic) drop(m, ['Msicnum']);

  // subtype: job-ready 2; a white need W; based on an ASIC 2; the sponsor's preference; never 4 under 18
  const colour = jobReady ? undefined : needColour(next, options);
  let subtype: AppSubtype | undefined = next.Appsubtype;
  if (colour === 'blue' && subtype === WHITE_SUBTYPE) subtype = undefined;
  if (company.sponsored && company.preferredSubtype) next._companyPreference = company.preferredSubtype;
  else delete next._companyPreference;
  if (jobReady) subtype = '2';
  else if (colour === 'white') subtype = WHITE_SUBTYPE;
  else if (next.Apptype === APP_TYPE.basedOnAsic) subtype = '2';
  else if (next._companyPreference && subtype !== WHITE_SUBTYPE) subtype = next._companyPreference;
  if (provisional && subtype === '4') subtype = '2';
  if (subtype === undefined) delete next.Appsubtype;
  else next.Appsubtype = subtype;
  if (colour === 'white' || subtype === WHITE_SUBTYPE) delete extra.OpNeedAccessFreq;

  // who the applicant works for: employer details, or an ABN of their own
  if (!jobReady) {
    const type = extra.OpNeedType;
    if (type !== undefined) next.Company = type === 'self employed' ? SELF_EMPLOYED.yes : SELF_EMPLOYED.no;
    if (type !== undefined ? type !== 'employer' : next.Company === SELF_EMPLOYED.yes) drop(m, EMPLOYER_FIELDS);
    if (next.Company !== SELF_EMPLOYED.yes && (type !== undefined || next.Company === SELF_EMPLOYED.no)) drop(m, ['_abn', '_abr']);
    if (type !== undefined && !needsApplicantSignature({ ...next, ExtraData: extra })) delete next._signatureFile;
  }

  // airports are an ASIC's
  if (kind !== undefined && kind !== 'ASIC') {
    delete next.Airports;
    delete extra._numAirports;
  }

  // lodgement: only an option the company offers; a single one is preselected
  if (extra.lodgementOption !== undefined && !company.lodgementOptions.includes(extra.lodgementOption)) delete extra.lodgementOption;
  if (extra.lodgementOption === undefined && company.lodgementOptions.length === 1) extra.lodgementOption = company.lodgementOptions[0];

  // postal address when it is the residential one
  if (next._postalSame === true) delete next._postalAddress;

  // the identity document's details of its own type only
  const id = next._idDocument;
  if (id?.Id !== undefined && id.Details && ID_DOCUMENT_FIELDS[id.Id]) {
    const keep = ID_DOCUMENT_FIELDS[id.Id];
    const details: Mutable = {};
    for (const [field, value] of Object.entries(id.Details)) if ((keep as readonly string[]).includes(field)) details[field] = value;
    next._idDocument = { ...id, Details: details as IdDocumentDetails };
  }

  // addresses: at most 2 when the first covers the 10 years
  if (next._address) next._address = trimAddressHistory(next._address, today);

  if (Object.keys(extra).length > 0 || draft.ExtraData !== undefined) next.ExtraData = extra;
  return next;
}
