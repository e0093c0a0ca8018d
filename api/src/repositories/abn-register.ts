import type { Db, Queryable } from '../db/types';

export interface RegisteredAbn extends Record<string, unknown> {
  EntityName: string;
  AbnStatus: string;
}

/**
 * The local ABN register (abn_register, migration 008): a handful of fictional entities, the register that
 * services/abn asks when no ABR_GUID is configured (decision 028). Read only.
 */
export function createAbnRegisterRepository(db: Db) {
  return {
    async find(abn: string, q: Queryable = db): Promise<RegisteredAbn | undefined> {
      const [row] = await q.query<RegisteredAbn>(`SELECT entity_name AS "EntityName", abn_status AS "AbnStatus" FROM abn_register WHERE abn = $1`, [abn]);
      return row;
    },
  };
}

export type AbnRegisterRepository = ReturnType<typeof createAbnRegisterRepository>;
