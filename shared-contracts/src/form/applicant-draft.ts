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

const CLEARED_FIELD_PATTERN = /^(?:ExtraData\.)?[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const name = () => z.optional(printable(L.name));
const text = (max: number) => z.optional(printable(max));

const PreviousName = z.object({
  Firstname: name(),
  Middlenames: text(L.middleNames),
  Surname: name(),
  previousNameTypes: z.optional(z.enum(PREVIOUS_NAME_TYPES)),
  _singlename: z.optional(z.boolean()),
});

export const ExtraData = z.object({
  OpNeedType: z.optional(z.enum(OP_NEED_TYPES)),
  OpNeedOccupation: z.optional(printableText(L.occupation)),
  /** the Id of an AccessFrequencyOption */
  OpNeedAccessFreq: z.optional(Id),
  _numAirports: z.optional(z.int().check(z.minimum(0), z.maximum(50))),
  Provisional: z.optional(z.boolean()),
  lodgementOption: z.optional(z.enum(LODGEMENT_OPTIONS)),
  PortAccess: z.optional(z.enum(REGIONAL_PORTS)),
});
export type ExtraData = z.infer<typeof ExtraData>;

const SystemInfo = z.object({
  browser: text(100),
  version: text(100),
  device: text(100),
  OS: text(100),
});

/** Spec §3, field names verbatim. Every field optional: autosave stores half-typed forms. */
export const ApplicantDraft = z.object({
  Firstname: name(),
  Middlenames: text(L.middleNames),
  Surname: name(),
  _singlename: z.optional(z.boolean()),
  /** legacy: true when the applicant ticked that there is no middle name */
  _hasmiddlename: z.optional(z.boolean()),
  Birthdate: z.optional(DraftDate),
  Gender: z.optional(z.enum(GENDER_VALUES)),
  Email: text(L.email),
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

  _idDocument: z.optional(IdDocument),
  _skippedId: z.optional(z.boolean()),

  _address: z.optional(z.array(Address).check(z.maxLength(20, 'Enter up to 20 addresses'))),
  _postalAddress: z.optional(PostalAddress),
  _postalSame: z.optional(z.boolean()),

  Apptype: z.optional(z.enum(APP_TYPES)),
  Appsubtype: z.optional(z.enum(APP_SUBTYPES)),
  Site: z.optional(z.literal(SITE_VALUES)),
  Company: z.optional(z.enum(SELF_EMPLOYED_VALUES)),
  OperationalNeedId: z.optional(Id),
  OperationalNeedCategoryId: z.optional(Id),
  OpNeed: text(50),
  Sponsored: z.optional(z.boolean()),
  Msicnum: text(L.cardNumber),
  Asicnum: text(L.cardNumber),
  Asicexpirydate: z.optional(DraftDate),
  Issuingbodyid: z.optional(Id),
  AccessCardId: z.optional(z.nullable(Id)),

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

  _signatureFile: z.optional(z.nullable(printable(L.signature))),
  _stepCompleted: z.optional(z.int().check(z.minimum(0), z.maximum(4))),
  _formFilledIn: z.optional(z.boolean()),
  _mailLinkSent: z.optional(z.boolean()),
  _notSaved: z.optional(z.boolean()),
  _isSaved: z.optional(z.boolean()),
  _company: text(40),
  _cardType: z.optional(z.enum(CARD_KINDS)),
  _companyId: z.optional(Id),
  _companyPreference: z.optional(z.enum(APP_SUBTYPES)),
  _peopleId: z.optional(z.nullable(Id)),
  _id: z.optional(Id),
  _formLink: text(L.url),
  _renew: z.optional(z.boolean()),
  _abn: text(L.abn),
  _abr: z.optional(z.nullable(AbnResult)),
  _system: z.optional(SystemInfo),
  /** an update naming an older version is refused (two tabs, spec §4 autosave) */
  _version: z.optional(z.int().check(z.minimum(1))),
  _cleared: z.optional(z.array(z.string().check(z.regex(CLEARED_FIELD_PATTERN, 'Expected a field name'))).check(z.maxLength(200))),
});
export type ApplicantDraft = z.infer<typeof ApplicantDraft>;
