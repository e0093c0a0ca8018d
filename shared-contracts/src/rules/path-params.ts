import * as z from 'zod/mini';
import { EMPLOYER_STATES, RANDOM_ID_PATTERN } from 'shared-contracts';

// Path parameters arrive as strings.

/** PostgreSQL integer */
const MAX_ID = 2_147_483_647;

/** One spelling only: `0x10`, `1e3`, `+5`, ` 7` and `016` name nothing. A number (a client's typed value) passes. */
export const canonicalInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(z.union([z.string().check(z.regex(/^(0|[1-9]\d{0,9})$/, message)), z.number()]), z.transform((value) => Number(value))),
    z.number().check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, message)),
  );

export const NumericId = canonicalInt(0, MAX_ID, 'Expected an id');
const RandomIdParam = z.string().check(z.regex(RANDOM_ID_PATTERN, 'Expected a reference'));
const AbnParam = z.string().check(z.regex(/^\d{11}$/, 'Expected an 11-digit ABN'));

export const IdParams = z.object({ id: NumericId });
export const FormRefParams = z.object({ ref: RandomIdParam });
export const FormAbnParams = z.object({ id: NumericId, abn: AbnParam });
export const AbnParams = z.object({ abn: AbnParam });
export const PeopleFormParams = z.object({ id: NumericId, formId: NumericId });
export const ForeignCardParams = z.object({ id: NumericId, randomId: RandomIdParam });
/** Random, 128 bits or more: the numeric enrolment ids of before name nothing. */
export const InductionKeyParams = z.object({ id: RandomIdParam });
export const InductionModuleParams = z.object({ id: RandomIdParam, module: NumericId });
/** As typed: the server normalises it. */
export const CertificateCodeParams = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9 -]{12,24}$/, 'Expected a certificate code')) });
export const OperationalNeedFormParams = z.object({ id: NumericId, refId: RandomIdParam });
export const StateParams = z.object({ state: z.enum(EMPLOYER_STATES) });
