import type { FastifyInstance } from 'fastify';
import { isValidAbn, normaliseAbn } from 'shared-contracts/validators';
import type { AbnResult } from 'shared-contracts/api';
import { abrLookup } from './abr-client';

/**
 * ABN lookup (spec §5): the checksum first (weights 10,1,3,5,7,9,11,13,15,17,19, modulus 89), then the register.
 * With ABR_GUID set, the Australian Business Register's JSON service answers (ABR_URL overrides its address);
 * otherwise the seeded local register (migration 008) does, so every journey runs on one machine.
 * Returns null when the number fails the checksum or is not registered.
 */
export async function lookupAbn(app: FastifyInstance, abn: string): Promise<AbnResult | null> {
  const number = normaliseAbn(abn);
  if (!isValidAbn(number)) return null;
  const guid = process.env.ABR_GUID;
  if (guid) return abrLookup(number, guid, process.env.ABR_URL);
  const [row] = await app.db.query<{ EntityName: string; AbnStatus: string }>(
    `SELECT entity_name AS "EntityName", abn_status AS "AbnStatus" FROM abn_register WHERE abn = $1`,
    [number],
  );
  return row ? { Abn: number, EntityName: row.EntityName, AbnStatus: row.AbnStatus } : null;
}
