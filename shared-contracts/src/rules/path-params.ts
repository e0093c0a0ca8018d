import * as z from 'zod/mini';
import { EMPLOYER_STATES, RANDOM_ID_PATTERN } from 'shared-contracts';

/**
 * Path parameter schemas for the server (path parameters arrive as strings).
 */
/** the largest id the database holds (PostgreSQL integer) */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number as written in an address, in one spelling only (issue 40): decimal digits without a sign, spaces
 * or leading zeros, so `0x10`, `1e3`, `+5`, ` 7` and `016` name nothing rather than 16, 1000, 5, 7 and 16.
 * A number (a client's typed value) passes as it is.
 */
export const canonicalInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(z.union([z.string().check(z.regex(/^(0|[1-9]\d{0,9})$/, message)), z.number()]), z.transform((value) => Number(value))),
    z.number().check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, message)),
  );

/** An id of the database, written canonically. */
export const NumericId = canonicalInt(0, MAX_ID, 'Expected an id');
/** A random id or reference: letters, digits, hyphen and underscore. */
export const RandomIdParam = z.string().check(z.regex(RANDOM_ID_PATTERN, 'Expected a reference'));
export const AbnParam = z.string().check(z.regex(/^\d{11}$/, 'Expected an 11-digit ABN'));

export const IdParams = z.object({ id: NumericId });
export const FormRefParams = z.object({ ref: RandomIdParam });
export const FormAbnParams = z.object({ id: NumericId, abn: AbnParam });
export const AbnParams = z.object({ abn: AbnParam });
export const PeopleFormParams = z.object({ id: NumericId, formId: NumericId });
export const ForeignCardParams = z.object({ id: NumericId, randomId: RandomIdParam });
/** An induction player's link key (issue 40: random, 128 bits or more; the numeric enrolment ids of before name nothing). */
export const InductionKeyParams = z.object({ id: RandomIdParam });
export const InductionModuleParams = z.object({ id: RandomIdParam, module: NumericId });
/** A certificate's verification code as typed (normalised by the server): letters, digits, hyphens and spaces. */
export const CertificateCodeParams = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9 -]{12,24}$/, 'Expected a certificate code')) });
export const OperationalNeedFormParams = z.object({ id: NumericId, refId: RandomIdParam });
export const StateParams = z.object({ state: z.enum(EMPLOYER_STATES) });
