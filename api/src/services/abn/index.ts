import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { ABN_LOOKUP_NOTES, FIELD_MESSAGES, type AbnResult, abnLookupProblem, isValidAbn, normaliseAbn } from 'shared-contracts/form';
import { HttpError } from '../../lib/http-error';
import { abrLookup } from './abr-client';

/**
 * What one ABN lookup found (spec §5), kept on the records that carry an ABN:
 * - verified: a register answered (active or not: the status says which);
 * - not-found: the checksum fails, or the configured register has no such ABN;
 * - not-verified: the checksum holds but no register is configured to confirm it (ABR_GUID unset and the number is
 *   not in the local register): accepted, never blocked, and recorded as such (decision 028);
 * - lookup-failed: the register could not be asked; spec §5 says this does not block either.
 */
export type AbnCheck =
  | { status: 'verified'; result: AbnResult }
  | { status: 'not-found' }
  | { status: 'not-verified'; result: AbnResult }
  | { status: 'lookup-failed' };

/** The ABN status stored with a record: what was known of the ABN when it was accepted. */
export type AbnCheckStatus = 'verified' | 'not-verified' | 'lookup-failed';

export const NOT_VERIFIED_STATUS = 'Not verified';

/**
 * The register behind the lookup: with ABR_GUID set, the Australian Business Register's web service (ABR_URL
 * overrides its address); otherwise the local register (migration 008), a handful of fictional entities that
 * let a journey meet an active and a cancelled ABN on one machine. The local register is not a register of
 * Australia: a number it does not hold is "not verified", not "not found".
 */
async function askRegister(app: FastifyInstance, abn: string, q: Queryable): Promise<{ configured: boolean; result: AbnResult | null }> {
  const guid = process.env.ABR_GUID;
  if (guid) return { configured: true, result: await abrLookup(abn, guid, process.env.ABR_URL || undefined) };
  const row = await app.abnRegister.find(abn, q);
  return { configured: false, result: row ? { Abn: abn, EntityName: row.EntityName, AbnStatus: row.AbnStatus, Verified: true } : null };
}

/**
 * The one ABN lookup of the API: the checksum first (weights 10,1,3,…,19, modulus 89), then the register (the local
 * one read on `q`, the caller's transaction when it holds one). Never throws.
 */
export async function checkAbn(app: FastifyInstance, value: string, log: FastifyBaseLogger = app.log, q: Queryable = app.db): Promise<AbnCheck> {
  const abn = normaliseAbn(value);
  if (!isValidAbn(abn)) return { status: 'not-found' };
  try {
    const { configured, result } = await askRegister(app, abn, q);
    if (result) return { status: 'verified', result };
    if (configured) return { status: 'not-found' };
    return { status: 'not-verified', result: { Abn: abn, EntityName: '', AbnStatus: NOT_VERIFIED_STATUS, Verified: false } };
  } catch (error) {
    log.warn({ err: error }, 'ABN register lookup failed; the ABN is accepted without the check');
    return { status: 'lookup-failed' };
  }
}

/**
 * The answer of both lookup calls (GET /api/form/{id}/lookup-abn/{abn} and
 * GET /api/people/operational-need-form/lookup-abn/{abn}): the register's result (a not-verified ABN answers
 * 200 with `Verified: false`), 404 with the contract's message when not found, 502 when the register failed
 * (not 503, which sends the browser home, spec §8; the client carries on, §5).
 */
export async function abnLookupAnswer(app: FastifyInstance, value: string, log: FastifyBaseLogger = app.log): Promise<AbnResult> {
  const check = await checkAbn(app, value, log);
  if (check.status === 'not-found') throw new HttpError(404, FIELD_MESSAGES.abnNotFound, { code: 'not_found' });
  if (check.status === 'lookup-failed') throw new HttpError(502, ABN_LOOKUP_NOTES.registerUnreachable, { code: 'abn_lookup_failed' });
  return check.result;
}

/** The field error of spec §5 for a lookup: not found or not active; a not-verified ABN and a failed lookup pass. */
export function abnCheckProblem(check: AbnCheck): string | null {
  if (check.status === 'not-found') return FIELD_MESSAGES.abnNotFound;
  if (check.status !== 'verified') return null;
  return abnLookupProblem(check.result) === 'not-active' ? FIELD_MESSAGES.abnNotActive : null;
}

/** What a record stores of an accepted ABN's check. */
export const abnCheckStatus = (check: AbnCheck): AbnCheckStatus => (check.status === 'not-verified' || check.status === 'lookup-failed' ? check.status : 'verified');

/** The register's result, or null (not found, failed): for callers that only show a registered name. */
export async function lookupAbn(app: FastifyInstance, value: string): Promise<AbnResult | null> {
  const check = await checkAbn(app, value);
  return check.status === 'verified' || check.status === 'not-verified' ? check.result : null;
}
