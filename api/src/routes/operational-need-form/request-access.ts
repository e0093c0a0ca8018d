import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { hashReference } from '../../lib/secrets';

/** A row of operational_need_request (migration 006) with what the form and the letter read of its applicant. */
export interface OperationalNeedRequestRow extends Record<string, unknown> {
  id: number;
  people_id: number;
  /** SHA-256 of the reference id (migration 015): the reference itself is never stored */
  ref_id_hash: string;
  regional: boolean;
  employer_email: string | null;
  data: Record<string, unknown>;
  signature: string | null;
  /** migration 019: drawn (the SVG in `signature`) or typed (the name in `signature_typed`) */
  signature_method: 'drawn' | 'typed';
  signature_typed: string | null;
  /** migration 019: what was known of the ABN when signed; null before it */
  abn_check: 'verified' | 'not-verified' | 'lookup-failed' | null;
  signed_at: string | Date | null;
  expires_at: string | Date;
  company: string;
  firstname: string;
  middlenames: string | null;
  surname: string;
  incomplete_form_id: number | null;
}

/** One answer for a wrong people id, a wrong reference and an expired link: the link's owner learns nothing more. */
export const LINK_NOT_FOUND = 'This operational need form link is not valid or has expired.';
export const ALREADY_SIGNED = 'This operational need form has already been signed. The signed letter cannot be replaced.';

/**
 * The signing request of the public reference link /operational-need-form/{peopleId}/{refId} (spec §6): the
 * reference is random and unguessable (192 bits), stored only as its hash (found by the hash of the presented
 * one, so nothing secret is compared), and the link expires (30 days from the application). A wrong or expired
 * link answers 404 (spec §8: the form goes to the 404 page).
 */
export async function loadSigningRequest(db: Queryable, peopleId: number, refId: string, options: { forUpdate?: boolean; allowExpired?: boolean } = {}): Promise<OperationalNeedRequestRow> {
  const [row] = await db.query<OperationalNeedRequestRow>(
    `SELECT r.*, p.company, p.firstname, p.middlenames, p.surname, p.incomplete_form_id
       FROM operational_need_request r JOIN people p ON p.id = r.people_id
      WHERE r.people_id = $1 AND r.ref_id_hash = $2${options.forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [peopleId, hashReference(refId)],
  );
  if (!row) throw new HttpError(404, LINK_NOT_FOUND, { code: 'not_found' });
  if (!options.allowExpired && new Date(row.expires_at).getTime() <= Date.now()) throw new HttpError(404, LINK_NOT_FOUND, { code: 'link_expired' });
  return row;
}

/** The applicant's name as the employer sees it. */
export const applicantFullName = (row: Pick<OperationalNeedRequestRow, 'firstname' | 'middlenames' | 'surname'>) =>
  [row.firstname, row.middlenames, row.surname].filter((part) => part && part.trim()).join(' ');
