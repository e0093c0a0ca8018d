import type { Db, Queryable } from '../db/types';
import { hashReference } from '../lib/secrets';

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

export interface Signing {
  data: Record<string, unknown>;
  /** the drawn signature (SVG), null when typed */
  signature: string | null;
  method: 'drawn' | 'typed';
  typed: string | null;
  abnCheck: OperationalNeedRequestRow['abn_check'];
}

const WITH_APPLICANT = `SELECT r.*, p.company, p.firstname, p.middlenames, p.surname, p.incomplete_form_id
  FROM operational_need_request r JOIN people p ON p.id = r.people_id`;

/**
 * The operational-need request aggregate (operational_need_request: the employer's signing link and what they
 * signed): its SQL. The link's reference is stored only as its hash, made here. Each method runs on `q` when
 * given (the caller's transaction), else on the database.
 */
export function createOperationalNeedRequestRepository(db: Db) {
  return {
    /** The request of a signing link (people id and reference), locked with `forUpdate`; undefined when none matches. */
    async findByLink(peopleId: number, refId: string, options: { forUpdate?: boolean } = {}, q: Queryable = db): Promise<OperationalNeedRequestRow | undefined> {
      const [row] = await q.query<OperationalNeedRequestRow>(
        `${WITH_APPLICANT} WHERE r.people_id = $1 AND r.ref_id_hash = $2${options.forUpdate ? ' FOR UPDATE OF r' : ''}`,
        [peopleId, hashReference(refId)],
      );
      return row;
    },

    /** The person's most recently signed request, if any. */
    async latestSigned(peopleId: number, q: Queryable = db): Promise<OperationalNeedRequestRow | undefined> {
      const [row] = await q.query<OperationalNeedRequestRow>(`${WITH_APPLICANT} WHERE r.people_id = $1 AND r.signed_at IS NOT NULL ORDER BY r.signed_at DESC LIMIT 1`, [
        peopleId,
      ]);
      return row;
    },

    /**
     * Where the person's operational need stands with their employer (issue 39: the status page said nothing of it):
     * the latest request, whom it was sent to, and when it was signed. Undefined when no employer was asked.
     */
    async signingStateOf(peopleId: number, q: Queryable = db): Promise<{ employer_email: string | null; signed_at: string | Date | null; signer: string | null } | undefined> {
      const [row] = await q.query<{ employer_email: string | null; signed_at: string | Date | null; signer: string | null }>(
        `SELECT employer_email, signed_at, NULLIF(trim(concat_ws(' ', data->>'FirstName', data->>'Surname')), '') AS signer
           FROM operational_need_request WHERE people_id = $1 ORDER BY (signed_at IS NOT NULL) DESC, id DESC LIMIT 1`,
        [peopleId],
      );
      return row;
    },

    /** The employer first asked to sign for the person, if any. */
    async firstEmployerEmail(peopleId: number, q: Queryable = db): Promise<string | undefined> {
      const [row] = await q.query<{ employer_email: string }>('SELECT employer_email FROM operational_need_request WHERE people_id = $1 ORDER BY id LIMIT 1', [peopleId]);
      return row?.employer_email;
    },

    /** Opens a signing request whose link (reference `refId`) expires in `days` days. */
    async open(request: { peopleId: number; refId: string; regional: boolean; employerEmail: string; days: number }, q: Queryable = db): Promise<void> {
      await q.query(
        `INSERT INTO operational_need_request (people_id, ref_id_hash, regional, employer_email, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
        [request.peopleId, hashReference(request.refId), request.regional, request.employerEmail, request.days],
      );
    },

    /** The employer's signed form. */
    async sign(id: number, signing: Signing, q: Queryable = db): Promise<void> {
      await q.query(
        `UPDATE operational_need_request
            SET data = $2, signature = $3, signature_method = $4, signature_typed = $5, abn_check = $6, signed_at = now()
          WHERE id = $1`,
        [id, JSON.stringify(signing.data), signing.signature, signing.method, signing.typed, signing.abnCheck],
      );
    },
  };
}

export type OperationalNeedRequestRepository = ReturnType<typeof createOperationalNeedRequestRepository>;
