import * as z from 'zod/mini';
import { COMPANY_IDS } from 'shared-contracts';
import { PAYMENT_ARRANGEMENTS } from '../form/summary-price';
import { APP_SUBTYPES, APP_TYPES, OPERATIONAL_NEED_COLOURS, SITE_VALUES } from 'shared-contracts';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { ExtraData } from '../form/applicant-draft';
import { Id, printable, Timestamp } from '../rules/common';

/** The public part of the person's operational need shown on the status page. */
export const OperationalNeedPublic = z.object({
  Id,
  Colour: z.enum(OPERATIONAL_NEED_COLOURS),
  ShortReason: printable(200),
});
export type OperationalNeedPublic = z.infer<typeof OperationalNeedPublic>;

/** `_ausCheckDecision`: the background check decision; Decision 'N' means "contact our office" (spec §4). */
export const AusCheckDecision = z.object({
  Decision: printable(10),
  Certdate: z.nullable(Timestamp),
});
export type AusCheckDecision = z.infer<typeof AusCheckDecision>;

/** `_msicPosted`: how and when the card was dispatched. */
export const CardPosted = z.object({
  Dispatch: printable(200),
  PostedDate: z.nullable(Timestamp),
});
export type CardPosted = z.infer<typeof CardPosted>;

const Cents = z.int().check(z.minimum(0));

/**
 * What the application costs, line by line (the port access card on its own), and what was actually paid online
 * (issue 18: the status page shows the amount paid, never another lodgement option's total).
 */
export const Charges = z.object({
  lines: z.array(z.object({ description: printable(200), amount: z.int() })),
  gst: Cents,
  total: Cents,
  paid: z.nullable(z.object({ amount: Cents, reference: z.nullable(printable(100)), paidAt: z.nullable(Timestamp) })),
  /** who pays and when (paymentArrangement): the status page says only this (issue 39) */
  arrangement: z.optional(z.enum(PAYMENT_ARRANGEMENTS)),
});
export type Charges = z.infer<typeof Charges>;

/**
 * Who confirms the applicant's operational need, and whether it is done (issue 39): the employer asked through the
 * signing link (its address, and once signed who signed and when), or the applicant who signed it in the wizard
 * (self-employed, private pilot). The signed letter can be downloaded once `signedAt` is set.
 */
export const OperationalNeedSigning = z.object({
  by: z.enum(['employer', 'applicant']),
  /** the address the employer's link went to */
  sentTo: z.optional(printable(FIELD_MAX_LENGTHS.email)),
  signer: z.optional(printable(200)),
  signedAt: z.nullable(Timestamp),
});
export type OperationalNeedSigning = z.infer<typeof OperationalNeedSigning>;

/**
 * The people record (spec §3 "People record (status)"): what the status page shows once a form is converted.
 * Progress dates are null until the step happens. Firstname, Surname, TrackingNumber, Apptype and Appsubtype are
 * added for the status page heading.
 */
export const PeopleRecord = z.object({
  Id,
  IncompleteFormId: z.nullable(Id),
  RandomId: printable(64),
  /** the variant the application was made through: its words, its time zone (issue 39) */
  Company: z.optional(z.enum(COMPANY_IDS)),
  Site: z.literal(SITE_VALUES),
  WebsiteId: z.nullable(Id),
  ExtraData: z.nullable(ExtraData),
  OperationalNeedPublic: z.nullable(OperationalNeedPublic),
  /** how often the applicant enters a secure area, in words (the name of ExtraData.OpNeedAccessFreq) */
  AccessFrequency: z.optional(printable(100)),
  Firstname: z.optional(printable(FIELD_MAX_LENGTHS.name)),
  Surname: z.optional(printable(FIELD_MAX_LENGTHS.name)),
  /** the tracking number (VEP for an MSIC, VEA for an ASIC, and the id plus 1500), as the applicant knows it */
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
  /** the operational need's signature; null for a job-ready application, which has none */
  OperationalNeedSigning: z.optional(z.nullable(OperationalNeedSigning)),
});
export type PeopleRecord = z.infer<typeof PeopleRecord>;
