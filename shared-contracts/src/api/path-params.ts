import * as z from 'zod/mini';
import { EMPLOYER_STATES } from '../constants';

/**
 * Path parameter schemas for the server (path parameters arrive as strings). Numeric ids are coerced.
 */
/** the largest id the database holds (PostgreSQL integer) */
export const MAX_ID = 2_147_483_647;
export const NumericId = z.coerce.number().check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_ID, 'Expected an id'));
/** A random id or reference: letters, digits, hyphen and underscore. */
export const RandomIdParam = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a reference'));
export const AbnParam = z.string().check(z.regex(/^\d{11}$/, 'Expected an 11-digit ABN'));

export const IdParams = z.object({ id: NumericId });
export const FormRefParams = z.object({ ref: RandomIdParam });
export const FormAbnParams = z.object({ id: NumericId, abn: AbnParam });
export const AbnParams = z.object({ abn: AbnParam });
export const PeopleFormParams = z.object({ id: NumericId, formId: NumericId });
export const ForeignCardParams = z.object({ id: NumericId, randomId: RandomIdParam });
export const InductionModuleParams = z.object({ id: NumericId, module: NumericId });
/** A certificate's verification code as typed (normalised by the server): letters, digits, hyphens and spaces. */
export const CertificateCodeParams = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9 -]{12,24}$/, 'Expected a certificate code')) });
export const OperationalNeedFormParams = z.object({ id: NumericId, refId: RandomIdParam });
export const StateParams = z.object({ state: z.enum(EMPLOYER_STATES) });
