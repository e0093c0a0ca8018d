import type { LodgementOptionId } from 'shared-contracts';
import type { Db } from '../db/types';
import { referenceTable } from './reference-table';

export interface LodgementOptionRow extends Record<string, unknown> {
  code: LodgementOptionId;
  name: string;
  description: string;
}

/**
 * The ways to lodge an application (lodgement_option): reference data the API only reads. `list` gives every option
 * in the order they are offered (which a variant offers is its own, in shared-contracts); `find` one by code.
 */
export function createLodgementOptionRepository(db: Db) {
  return referenceTable<LodgementOptionRow, string>(db, 'SELECT code, name, description FROM lodgement_option', { orderBy: 'sort_order', key: 'code' });
}

export type LodgementOptionRepository = ReturnType<typeof createLodgementOptionRepository>;
