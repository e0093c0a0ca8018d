import type { CardKind } from 'shared-contracts';
import type { Db } from '../db/types';
import { referenceTable } from './reference-table';

export interface IssuingBodyRow extends Record<string, unknown> {
  Id: number;
  Code: string;
  Cardtype: CardKind;
  Name: string;
}

/**
 * The issuing bodies of a current card (issuing_body, spec §3): reference data the API only reads. `list` gives them
 * in no particular order (the list's order is `sortIssuingBodies` of shared-contracts); `find` one by id.
 */
export function createIssuingBodyRepository(db: Db) {
  return referenceTable<IssuingBodyRow>(db, 'SELECT id AS "Id", code AS "Code", card_type AS "Cardtype", name AS "Name" FROM issuing_body');
}

export type IssuingBodyRepository = ReturnType<typeof createIssuingBodyRepository>;
