import * as z from 'zod/mini';
import { EXEMPTION_CODE_VALUES, ID_TYPE_IDS, STATES } from 'shared-contracts';
import { FIELD_MAX_LENGTHS, ID_DOCUMENT_MAX_LENGTHS } from '../rules/max-lengths';
import { DraftDate, printable } from '../rules/common';

/** Spec §3 "ID document details": one object for every type, with the largest maxima any type allows. */
export const IdDocumentDetails = z.object({
  GivenNames: z.optional(printable(FIELD_MAX_LENGTHS.idName)),
  FamilyName: z.optional(printable(FIELD_MAX_LENGTHS.idName)),
  RegistrationState: z.optional(z.enum(STATES)),
  RegistrationNumber: z.optional(printable(FIELD_MAX_LENGTHS.idField)),
  /** birth certificate: registration date; citizenship and descent: date of acquisition */
  RegistrationDate: z.optional(DraftDate),
  /** birth certificate: when only the year is printed */
  RegistrationYear: z.optional(printable(4)),
  DateOfBirth: z.optional(DraftDate),
  ClientId: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.descentClientId)),
  RegisterNumber: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.registerNumber)),
  EntryNumber: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.entryNumber)),
  StockNumber: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.stockNumber)),
  PassportNumber: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.passportNumber)),
  PassportCountry: z.optional(printable(FIELD_MAX_LENGTHS.country)),
  ImmicardNumber: z.optional(printable(9)),
  /** Tas1970 (Tasmanian birth certificate, born before 1970) or OffshoreVisa (spec §9) */
  Exemption: z.optional(z.enum(EXEMPTION_CODE_VALUES)),
});
export type IdDocumentDetails = z.infer<typeof IdDocumentDetails>;

export const IdDocument = z.object({
  Id: z.optional(z.literal(ID_TYPE_IDS)),
  Details: z.optional(IdDocumentDetails),
});
export type IdDocument = z.infer<typeof IdDocument>;
