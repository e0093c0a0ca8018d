import * as z from 'zod/mini';
import { COMPANY_IDS } from 'shared-contracts';
import { PAYMENT_ARRANGEMENTS } from '../form/summary-price';
import { APP_SUBTYPES, APP_TYPES, OPERATIONAL_NEED_COLOURS, SITE_VALUES } from 'shared-contracts';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { ExtraData } from '../form/applicant-draft';
import { Id, printable, Timestamp } from '../rules/common';

export const OperationalNeedPublic = z.object({
  Id,
  Colour: z.enum(OPERATIONAL_NEED_COLOURS),
  ShortReason: printable(200),
});
export type OperationalNeedPublic = z.infer<typeof OperationalNeedPublic>;

/** Decision 'N' means "contact our office" (spec §4). */
export const AusCheckDecision = z.object({
  Decision: printable(10),
  Certdate: z.nullable(Timestamp),
});

export const CardPosted = z.object({
  Dispatch: printable(200),
  PostedDate: z.nullable(Timestamp),
});

const Cents = z.int().check(z.minimum(0));

/** The status page shows the amount paid, never another lodgement option's total. */
export const Charges = z.object({
  lines: z.array(z.object({ description: printable(200), amount: z.int() })),
  gst: Cents,
  total: Cents,
  paid: z.nullable(z.object({ amount: Cents, reference: z.nullable(printable(100)), paidAt: z.nullable(Timestamp) })),
  /** the status page says only this */
  arrangement: z.optional(z.enum(PAYMENT_ARRANGEMENTS)),
});
export type Charges = z.infer<typeof Charges>;

/** The applicant signs in the wizard when self-employed or a private pilot. */
export const OperationalNeedSigning = z.object({
  by: z.enum(['employer', 'applicant']),
  sentTo: z.optional(printable(FIELD_MAX_LENGTHS.email)),
  signer: z.optional(printable(200)),
  signedAt: z.nullable(Timestamp),
});
export type OperationalNeedSigning = z.infer<typeof OperationalNeedSigning>;

/** Spec §3 "People record (status)"; Firstname to Appsubtype are added for the status page heading. */
export const PeopleRecord = z.object({
  Id,
  IncompleteFormId: z.nullable(Id),
  RandomId: printable(64),
  Company: z.optional(z.enum(COMPANY_IDS)),
  Site: z.literal(SITE_VALUES),
  WebsiteId: z.nullable(Id),
  ExtraData: z.nullable(ExtraData),
  OperationalNeedPublic: z.nullable(OperationalNeedPublic),
  /** the name of ExtraData.OpNeedAccessFreq */
  AccessFrequency: z.optional(printable(100)),
  Firstname: z.optional(printable(FIELD_MAX_LENGTHS.name)),
  Surname: z.optional(printable(FIELD_MAX_LENGTHS.name)),
  TrackingNumber: z.optional(z.string().check(z.regex(/^(VEP|VEA)\d{7}$/, 'Expected a tracking number'))),
  Apptype: z.optional(z.enum(APP_TYPES)),
  Appsubtype: z.optional(z.nullable(z.enum(APP_SUBTYPES))),
  _basedOnAsic: z.boolean(),
  _interviewedAt: z.nullable(Timestamp),
  _paidAt: z.nullable(Timestamp),
  _opsApproved: z.nullable(Timestamp),
  _ausCheckUploaded: z.nullable(Timestamp),
  _ausCheckDecision: z.nullable(AusCheckDecision),
  _msicPosted: z.nullable(CardPosted),
  Charges: z.optional(Charges),
  /** null for a job-ready application, which has none */
  OperationalNeedSigning: z.optional(z.nullable(OperationalNeedSigning)),
});
export type PeopleRecord = z.infer<typeof PeopleRecord>;
