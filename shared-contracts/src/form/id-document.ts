import * as z from 'zod/mini';
import { EXEMPTION_CODE_VALUES, ID_TYPE_IDS, STATES } from 'shared-contracts';
import { FIELD_MAX_LENGTHS, ID_DOCUMENT_MAX_LENGTHS } from '../rules/max-lengths';
import { DraftDate, printable } from '../rules/common';

/**
 * The details of the identity document (spec §3 "ID document details"). One object for every document type;
 * which fields a type needs, and their lengths (spec §5), is checked by validateStep1 (ID_DOCUMENT_RULES).
 * Lenient maxima here are the largest any type allows.
 */
export const IdDocumentDetails = z.object({
  GivenNames: z.optional(printable(FIELD_MAX_LENGTHS.idName)),
  FamilyName: z.optional(printable(FIELD_MAX_LENGTHS.idName)),
  /** birth certificate: state of registration */
  RegistrationState: z.optional(z.enum(STATES)),
  /** birth certificate: registration number (pattern by state) */
  RegistrationNumber: z.optional(printable(FIELD_MAX_LENGTHS.idField)),
  /** birth certificate: registration date; citizenship and descent: date of acquisition */
  RegistrationDate: z.optional(DraftDate),
  /** birth certificate: registration year, when only the year is printed */
  RegistrationYear: z.optional(printable(4)),
  DateOfBirth: z.optional(DraftDate),
  /** descent certificate */
  ClientId: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.descentClientId)),
  RegisterNumber: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.registerNumber)),
  EntryNumber: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.entryNumber)),
  /** citizenship and descent certificates */
  StockNumber: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.stockNumber)),
  /** visa and protection visa */
  PassportNumber: z.optional(printable(ID_DOCUMENT_MAX_LENGTHS.passportNumber)),
  /** visa and protection visa: country that issued the passport */
  PassportCountry: z.optional(printable(FIELD_MAX_LENGTHS.country)),
  /** immicard: EIS, PRE, RDI or AMS plus 6 digits */
  ImmicardNumber: z.optional(printable(9)),
  /** Tas1970 (Tasmanian birth certificate, born before 1970) or OffshoreVisa (spec §9) */
  Exemption: z.optional(z.enum(EXEMPTION_CODE_VALUES)),
});
export type IdDocumentDetails = z.infer<typeof IdDocumentDetails>;

/** `_idDocument`: the chosen document type (spec §9 ids) and its details. */
export const IdDocument = z.object({
  Id: z.optional(z.literal(ID_TYPE_IDS)),
  Details: z.optional(IdDocumentDetails),
});
export type IdDocument = z.infer<typeof IdDocument>;
