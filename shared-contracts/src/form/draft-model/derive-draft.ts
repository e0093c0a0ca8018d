import { APP_TYPE, AUSTRALIA, ID_TYPE, SELF_EMPLOYED, SITE, WHITE_SUBTYPE, type AppSubtype, type IdTypeId } from 'shared-contracts';
import { ruleDay, type CalendarDate } from 'shared-contracts';
import type { Company } from 'shared-contracts';
import type { ApplicantDraft, ExtraData } from '../applicant-draft';
import type { IdDocumentDetails } from '../id-document';
import type { OperationalNeed } from '../../reference/operational-need';
import { trimAddressHistory } from '../address-history';
import { isProvisionalApplicant } from '../../rules/age';
import { cardKindOf, needsApplicantSignature } from '../card-kind';

interface DeriveDraftOptions {
  /** without them the white-need rules are not applied */
  operationalNeeds?: readonly Pick<OperationalNeed, 'Id' | 'Colour'>[];
  /** the draft before this change: the one rule of spec §4 that is a transition needs it */
  previous?: ApplicantDraft | null;
}

const EMPLOYER_FIELDS = [
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

const ID_DOCUMENT_FIELDS: Record<IdTypeId, readonly (keyof IdDocumentDetails)[]> = {
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

/**
 * Spec §4 "Field-driven changes", pure and idempotent. The API stores what it returns on every save, so every
 * reader sees one record; what the browser sends is only input.
 */
export function deriveDraft(company: Company, draft: ApplicantDraft, now: Date | CalendarDate, options: DeriveDraftOptions = {}): ApplicantDraft {
  // the server and the browser count age from the same day
  const today = ruleDay(now, company.timeZone);
  const next: ApplicantDraft = { ...draft };
  const m = next as Mutable;
  const extra: ExtraData = { ...(draft.ExtraData ?? {}) };
  const x = extra as Mutable;

  // Site: the asset variants are the job-ready programme; elsewhere job-ready is a landing page's choice
  if (company.defaultSite === SITE.assetJobReady) next.Site = SITE.assetJobReady;
  else if (next.Site === undefined || (next.Site === SITE.assetJobReady && !company.offersJobReady)) next.Site = company.defaultSite;
  const jobReady = next.Site === SITE.assetJobReady;

  if (company.cardTypes.length === 1) next._cardType = company.cardTypes[0];
  else if (next._cardType !== undefined && !company.cardTypes.includes(next._cardType)) delete next._cardType;
  const kind = cardKindOf(next, company);

  // provisional from the birth date, never from a flag the browser sent
  if (isProvisionalApplicant(next.Birthdate, today)) extra.Provisional = true;
  else delete extra.Provisional;
  const provisional = extra.Provisional === true;

  // a transition, not a state: afterwards the applicant may still change citizenship
  if (options.previous && next.Birthcountry === AUSTRALIA && options.previous.Birthcountry !== AUSTRALIA) {
    next.Citizenship = AUSTRALIA;
    if (!next._skippedId) next._idDocument = { ...(next._idDocument ?? {}), Id: ID_TYPE.birthCertificate, Details: next._idDocument?.Details ?? {} };
  }

  if (jobReady) {
    drop(m, ['OperationalNeedId', 'OperationalNeedCategoryId', 'OpNeed', 'Sponsored', '_abn', '_abr', '_signatureFile', 'Company', ...EMPLOYER_FIELDS]);
    drop(x, ['OpNeedOccupation', 'OpNeedType', 'OpNeedAccessFreq']);
  }

  if (next.Apptype === APP_TYPE.standard) drop(m, ['Msicnum', 'Asicnum', 'Asicexpirydate', 'Issuingbodyid']);
  // a renewal's card, MSIC or ASIC, is in Msicnum (spec §4)
  else if (next.Apptype === APP_TYPE.renewal) drop(m, ['Asicnum', 'Asicexpirydate']);
  else if (next.Apptype === APP_TYPE.basedOnAsic) drop(m, ['Msicnum']);

  // subtype: job-ready 2; a white need W; based on an ASIC 2; the sponsor's preference; never 4 under 18
  const colour = jobReady ? undefined : options.operationalNeeds?.find((n) => n.Id === next.OperationalNeedId)?.Colour;
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

  if (!jobReady) {
    const type = extra.OpNeedType;
    if (type !== undefined) next.Company = type === 'self employed' ? SELF_EMPLOYED.yes : SELF_EMPLOYED.no;
    if (type !== undefined ? type !== 'employer' : next.Company === SELF_EMPLOYED.yes) drop(m, EMPLOYER_FIELDS);
    if (next.Company !== SELF_EMPLOYED.yes && (type !== undefined || next.Company === SELF_EMPLOYED.no)) drop(m, ['_abn', '_abr']);
    if (type !== undefined && !needsApplicantSignature({ ...next, ExtraData: extra })) delete next._signatureFile;
  }

  if (kind !== undefined && kind !== 'ASIC') {
    delete next.Airports;
    delete extra._numAirports;
  }

  if (extra.lodgementOption !== undefined && !company.lodgementOptions.includes(extra.lodgementOption)) delete extra.lodgementOption;
  if (extra.lodgementOption === undefined && company.lodgementOptions.length === 1) extra.lodgementOption = company.lodgementOptions[0];

  if (next._postalSame === true) delete next._postalAddress;

  const id = next._idDocument;
  if (id?.Id !== undefined && id.Details && ID_DOCUMENT_FIELDS[id.Id]) {
    const keep = ID_DOCUMENT_FIELDS[id.Id];
    const details: Mutable = {};
    for (const [field, value] of Object.entries(id.Details)) if ((keep as readonly string[]).includes(field)) details[field] = value;
    next._idDocument = { ...id, Details: details as IdDocumentDetails };
  }

  if (next._address) next._address = trimAddressHistory(next._address, today);

  if (Object.keys(extra).length > 0 || draft.ExtraData !== undefined) next.ExtraData = extra;
  return next;
}
