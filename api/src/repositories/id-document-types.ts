import type { Db, Queryable } from '../db/types';

export interface IdDocumentTypeRow extends Record<string, unknown> {
  Id: number;
  Name: string;
  Description: string | null;
}

/** The identity document types (id_document_type, with the ids of spec §9): reference data the API only reads. */
export function createIdDocumentTypeRepository(db: Db) {
  return {
    /** The types AusCheck accepts, birth certificate first. */
    auscheck(q: Queryable = db): Promise<IdDocumentTypeRow[]> {
      return q.query<IdDocumentTypeRow>('SELECT id AS "Id", name AS "Name", description AS "Description" FROM id_document_type WHERE auscheck ORDER BY sort_order');
    },
  };
}

export type IdDocumentTypeRepository = ReturnType<typeof createIdDocumentTypeRepository>;
