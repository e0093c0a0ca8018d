import * as z from 'zod/mini';
import {
  APP_SUBTYPES,
  APP_TYPES,
  CARD_KINDS,
  EMPLOYER_STATES,
  GENDER_VALUES,
  LODGEMENT_OPTIONS,
  OP_NEED_TYPES,
  PREFERRED_CONTACTS,
  PREVIOUS_NAME_TYPES,
  REGIONAL_PORTS,
  SELF_EMPLOYED_VALUES,
  SITE_VALUES,
  STATES,
} from 'shared-contracts';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { AbnResult } from '../reference/abn-result';
import { Address, PostalAddress } from '../rules/address';
import { DraftDate, Id, printable, printableText } from '../rules/common';
import { IdDocument } from './id-document';
import { Airport } from '../reference/reference-data';

const L = FIELD_MAX_LENGTHS;

/** What a save may clear (`_cleared`): a field of the draft, or a field of its ExtraData (`ExtraData.OpNeedOccupation`). */
export const CLEARED_FIELD_PATTERN = /^(?:ExtraData\.)?[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const name = () => z.optional(printable(L.name));
const text = (max: number) => z.optional(printable(max));

/** A `_previousNames` entry. */
export const PreviousName = z.object({
  Firstname: name(),
  Middlenames: text(L.middleNames),
  Surname: name(),
  /** Previous, Also known as or Maiden (the spec's field name) */
  previousNameTypes: z.optional(z.enum(PREVIOUS_NAME_TYPES)),
  _singlename: z.optional(z.boolean()),
});
export type PreviousName = z.infer<typeof PreviousName>;

/** ExtraData of the draft (spec §3). */
export const ExtraData = z.object({
  OpNeedType: z.optional(z.enum(OP_NEED_TYPES)),
  OpNeedOccupation: z.optional(printableText(L.occupation)),
  /** the Id of an AccessFrequencyOption */
  OpNeedAccessFreq: z.optional(Id),
  /** minimum number of airports the applicant must choose (ASIC) */
  _numAirports: z.optional(z.int().check(z.minimum(0), z.maximum(50))),
  /** under 18 (spec §4) */
  Provisional: z.optional(z.boolean()),
  lodgementOption: z.optional(z.enum(LODGEMENT_OPTIONS)),
  /** regional port the applicant needs access to (port variant) */
  PortAccess: z.optional(z.enum(REGIONAL_PORTS)),
});
export type ExtraData = z.infer<typeof ExtraData>;

/** `_system`: the applicant's browser, recorded with the form to help support. */
export const SystemInfo = z.object({
  browser: text(100),
  version: text(100),
  device: text(100),
  OS: text(100),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

/**
 * The applicant draft: the application form as the wizard edits it and autosave stores it (spec §3 "Applicant /
 * form draft"). Lenient on purpose: every field is optional, typed, bounded and printable, because autosave
 * stores half-typed forms. The rules of spec §5 are applied by validateStep1, validateStep2 and validateStep3
 * (and re-applied by the server on convert).
 *
 * Field names are the spec's, verbatim, including their case. Fields starting with `_` are bookkeeping.
 * Dates are ISO calendar dates (yyyy-MM-dd). Countries are country names ('Australia').
 */
export const ApplicantDraft = z.object({
  // Identity and contact
  Firstname: name(),
  Middlenames: text(L.middleNames),
  Surname: name(),
  _singlename: z.optional(z.boolean()),
  /** legacy flag, true when the applicant has ticked that there is no middle name: middle names are then not required */
  _hasmiddlename: z.optional(z.boolean()),
  Birthdate: z.optional(DraftDate),
  Gender: z.optional(z.enum(GENDER_VALUES)),
  Email: text(L.email),
  /** step 1's confirm email; must match Email */
  _confirmEmail: text(L.email),
  Prefcontact: z.optional(z.enum(PREFERRED_CONTACTS)),
  Homephonenumber: text(L.phone),
  Workphonenumber: text(L.phone),
  Mobilephonenumber: text(L.phone),
  Citizenship: text(L.country),
  Birthcountry: text(L.country),
  Birthplace: text(L.place),
  Birthstate: z.optional(z.enum(STATES)),
  _previousNames: z.optional(z.array(PreviousName).check(z.maxLength(10, 'Enter up to 10 previous names'))),

  // Identity document
  _idDocument: z.optional(IdDocument),
  _skippedId: z.optional(z.boolean()),

  // Addresses
  _address: z.optional(z.array(Address).check(z.maxLength(20, 'Enter up to 20 addresses'))),
  _postalAddress: z.optional(PostalAddress),
  /** postal address is the same as the current residential address */
  _postalSame: z.optional(z.boolean()),

  // Application
  Apptype: z.optional(z.enum(APP_TYPES)),
  Appsubtype: z.optional(z.enum(APP_SUBTYPES)),
  Site: z.optional(z.literal(SITE_VALUES)),
  /** Y self-employed, N employed */
  Company: z.optional(z.enum(SELF_EMPLOYED_VALUES)),
  OperationalNeedId: z.optional(Id),
  OperationalNeedCategoryId: z.optional(Id),
  /** operational need preset by a landing page */
  OpNeed: text(50),
  Sponsored: z.optional(z.boolean()),
  Msicnum: text(L.cardNumber),
  Asicnum: text(L.cardNumber),
  Asicexpirydate: z.optional(DraftDate),
  Issuingbodyid: z.optional(Id),
  /** 19 when the port access card is chosen */
  AccessCardId: z.optional(z.nullable(Id)),

  // Employer
  Employername: text(L.organisation),
  Employeraddress: text(L.addressLine),
  Employersuburb: text(L.suburb),
  Employerstate: z.optional(z.enum(EMPLOYER_STATES)),
  Employerpostcode: text(L.postcode),
  Employercountry: text(L.country),
  Employerfirstname: name(),
  Employersurname: name(),
  Employeremail: text(L.email),
  Employerphone: text(L.phone),
  Employerposition: text(L.position),

  ExtraData: z.optional(ExtraData),
  Airports: z.optional(z.array(Airport).check(z.maxLength(50))),

  // Bookkeeping
  /** the drawn signature of a self-employed applicant or private pilot, as an SVG data URL */
  _signatureFile: z.optional(z.nullable(printable(L.signature))),
  _stepCompleted: z.optional(z.int().check(z.minimum(0), z.maximum(4))),
  _formFilledIn: z.optional(z.boolean()),
  _mailLinkSent: z.optional(z.boolean()),
  _notSaved: z.optional(z.boolean()),
  _isSaved: z.optional(z.boolean()),
  /** company value the form was started under */
  _company: text(40),
  _cardType: z.optional(z.enum(CARD_KINDS)),
  _companyId: z.optional(Id),
  /** a sponsoring company's preferred subtype (company-sponsored applicants do not choose) */
  _companyPreference: z.optional(z.enum(APP_SUBTYPES)),
  _peopleId: z.optional(z.nullable(Id)),
  /** form id */
  _id: z.optional(Id),
  _formLink: text(L.url),
  _renew: z.optional(z.boolean()),
  _abn: text(L.abn),
  _abr: z.optional(z.nullable(AbnResult)),
  _system: z.optional(SystemInfo),
  /** the saved version this draft was read at: an update naming an older one is refused (two tabs, spec §4 autosave) */
  _version: z.optional(z.int().check(z.minimum(1))),
  /**
   * a save only: the fields this draft no longer has that the saved one had (`Field` or `ExtraData.Field`); every
   * other field a save does not name is kept (issue 40, draftChange)
   */
  _cleared: z.optional(z.array(z.string().check(z.regex(CLEARED_FIELD_PATTERN, 'Expected a field name'))).check(z.maxLength(200))),
});
export type ApplicantDraft = z.infer<typeof ApplicantDraft>;
