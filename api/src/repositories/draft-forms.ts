import type { ApplicantDraft } from 'shared-contracts/form';
import type { Db, Queryable } from '../db/types';
import { ID_NUMBER_FIELDS, openDraft, SEALED_PREFIX, sealDraft } from '../lib/id-number-crypto';

/** How long a form key and its emailed link stay valid after the last save or mail (spec §6: links expire). */
export const FORM_LINK_TTL_DAYS = 30;
const LINK_EXPIRY = `now() + interval '${FORM_LINK_TTL_DAYS} days'`;

/** A row of draft_form, its `data` opened (identity-document numbers in clear). */
export interface DraftFormRow extends Record<string, unknown> {
  id: number;
  form_key_hash: string;
  random_id: string;
  company: string;
  data: ApplicantDraft;
  version: number;
  step_completed: number;
  mail_link_sent: boolean;
  link_expires_at: string | Date | null;
  expired_at: string | Date | null;
  people_id: number | null;
}

export interface NewDraftForm {
  formKeyHash: string;
  randomId: string;
  company: string;
  data: ApplicantDraft;
  stepCompleted: number;
}

/**
 * The draft form aggregate (draft_form, with the drafts kept by form_error reports): its SQL, and the encryption of
 * the identity-document numbers in its drafts (spec §3; lib/id-number-crypto.ts). Every draft is sealed here before
 * it is written and opened here when it is read, so no caller sees a sealed number or stores a plain one.
 * Each method runs on `q` when given (the caller's transaction), else on the database.
 */
export function createDraftFormRepository(db: Db, key: Buffer) {
  const sealed = (draft: object | null | undefined): string => JSON.stringify(sealDraft(draft as Record<string, unknown>, key));
  const opened = (row: DraftFormRow): DraftFormRow => ({ ...row, data: openDraft(row.data, key) });

  return {
    /** The draft form, locked for the rest of the transaction with `forUpdate`; undefined when there is none. */
    async find(id: number, options: { forUpdate?: boolean } = {}, q: Queryable = db): Promise<DraftFormRow | undefined> {
      const [row] = await q.query<DraftFormRow>(`SELECT * FROM draft_form WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
      return row && opened(row);
    },

    /** A draft read with another aggregate's row (the people record joins its converted draft): opened here. */
    open: <T extends ApplicantDraft | Record<string, unknown> | null>(data: T): T => openDraft(data, key),

    /** The answers of a form (a people record's converted draft); an empty draft when there is no such form. */
    async answersOf(id: number | null, q: Queryable = db): Promise<ApplicantDraft> {
      if (id === null) return {};
      const [row] = await q.query<{ data: ApplicantDraft }>('SELECT data FROM draft_form WHERE id = $1', [id]);
      return row ? openDraft(row.data, key) : {};
    },

    /** A new draft form; its link expires FORM_LINK_TTL_DAYS from now. Answers the row with `data` as given. */
    async create(form: NewDraftForm, q: Queryable = db): Promise<DraftFormRow> {
      const [row] = await q.query<DraftFormRow>(
        `INSERT INTO draft_form (form_key_hash, random_id, company, data, step_completed, link_expires_at)
         VALUES ($1, $2, $3, $4, $5, ${LINK_EXPIRY}) RETURNING *`,
        [form.formKeyHash, form.randomId, form.company, sealed(form.data), form.stepCompleted],
      );
      return { ...row!, data: form.data };
    },

    /**
     * An autosave: writes the draft only if the stored version is still `expectedVersion` and the form is not
     * converted (one statement, so two tabs saving at once cannot both win), renewing the link. Undefined when it lost.
     */
    async saveVersion(id: number, expectedVersion: number, data: ApplicantDraft, stepCompleted: number, q: Queryable = db): Promise<DraftFormRow | undefined> {
      const [row] = await q.query<DraftFormRow>(
        `UPDATE draft_form SET data = $2, version = version + 1, step_completed = $3, link_expires_at = ${LINK_EXPIRY}, updated_at = now()
         WHERE id = $1 AND version = $4 AND people_id IS NULL RETURNING *`,
        [id, sealed(data), stepCompleted, expectedVersion],
      );
      return row && { ...row, data };
    },

    /**
     * The idle save (spec §4): as an autosave, the version check and the write in one statement (issue 40: an older
     * tab cannot replace a newer save), marking the form expired. False when it lost (another version, or converted).
     */
    async expire(id: number, expectedVersion: number, data: ApplicantDraft, stepCompleted: number, q: Queryable = db): Promise<boolean> {
      const rows = await q.query(
        `UPDATE draft_form SET data = $2, version = version + 1, step_completed = $3, expired_at = now(), updated_at = now()
         WHERE id = $1 AND version = $4 AND people_id IS NULL RETURNING id`,
        [id, sealed(data), stepCompleted, expectedVersion],
      );
      return rows.length === 1;
    },

    /** The form converted into people record `peopleId`: the converted draft is what it keeps. */
    async markConverted(id: number, peopleId: number, data: ApplicantDraft, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE draft_form SET people_id = $2, step_completed = 4, data = $3, updated_at = now() WHERE id = $1`, [id, peopleId, sealed(data)]);
    },

    /**
     * A resume link was mailed: the link's expiry starts again. `inDraft` also records it in the draft
     * (`_mailLinkSent`), as the form-saved mail does. Returns until when the link now works.
     */
    async renewLink(id: number, options: { inDraft: boolean }, q: Queryable = db): Promise<Date> {
      const [row] = await q.query<{ link_expires_at: string | Date }>(
        options.inDraft
          ? `UPDATE draft_form SET mail_link_sent = true, link_expires_at = ${LINK_EXPIRY}, data = jsonb_set(data, '{_mailLinkSent}', 'true'::jsonb) WHERE id = $1 RETURNING link_expires_at`
          : `UPDATE draft_form SET mail_link_sent = true, link_expires_at = ${LINK_EXPIRY} WHERE id = $1 RETURNING link_expires_at`,
        [id],
      );
      if (!row) throw new Error(`draft form ${id} not found`);
      return new Date(row.link_expires_at);
    },

    /**
     * The form-saved mail, once (spec §2 "sends a link email once only", issue 40): records the link as mailed and
     * starts its expiry again, unless a link was mailed already and still works. One statement, so of requests racing
     * one wins. Returns until when the link works, or null when a working link was mailed before.
     */
    async claimLinkMail(id: number, q: Queryable = db): Promise<Date | null> {
      const [row] = await q.query<{ link_expires_at: string | Date }>(
        `UPDATE draft_form SET mail_link_sent = true, link_expires_at = ${LINK_EXPIRY}, data = jsonb_set(data, '{_mailLinkSent}', 'true'::jsonb)
         WHERE id = $1 AND (NOT mail_link_sent OR link_expires_at IS NULL OR link_expires_at <= now()) RETURNING link_expires_at`,
        [id],
      );
      return row ? new Date(row.link_expires_at) : null;
    },

    /** The draft form of an emailed link's random id (the link-expired page's). */
    async findByRandomId(randomId: string, q: Queryable = db): Promise<DraftFormRow | undefined> {
      const [row] = await q.query<DraftFormRow>('SELECT * FROM draft_form WHERE random_id = $1', [randomId]);
      return row && opened(row);
    },

    /**
     * A draft started with a start key (the renewal quick-start's Idempotency-Key, stored hashed), made once: a
     * second create with the key answers the first one's row (`created: false`), so a submit sent twice makes one
     * draft (issue 40). One statement decides which request made it.
     */
    async createOnce(form: NewDraftForm, startKeyHash: string, q: Queryable = db): Promise<{ row: DraftFormRow; created: boolean }> {
      const [made] = await q.query<DraftFormRow>(
        `INSERT INTO draft_form (form_key_hash, random_id, company, data, step_completed, link_expires_at, start_key_hash)
         VALUES ($1, $2, $3, $4, $5, ${LINK_EXPIRY}, $6) ON CONFLICT (start_key_hash) DO NOTHING RETURNING *`,
        [form.formKeyHash, form.randomId, form.company, sealed(form.data), form.stepCompleted, startKeyHash],
      );
      if (made) return { row: { ...made, data: form.data }, created: true };
      const [first] = await q.query<DraftFormRow>('SELECT * FROM draft_form WHERE start_key_hash = $1', [startKeyHash]);
      if (!first) throw new Error('a draft with this start key was neither made nor found');
      return { row: opened(first), created: false };
    },

    async saveSignature(id: number, signature: string, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE draft_form SET signature = $2, updated_at = now() WHERE id = $1`, [id, signature]);
    },

    /** The applicant's drawn signature (an SVG data URL), or null. */
    async signatureOf(id: number, q: Queryable = db): Promise<string | null> {
      const [row] = await q.query<{ signature: string | null }>(`SELECT signature FROM draft_form WHERE id = $1`, [id]);
      return row?.signature ?? null;
    },

    /** A save or convert failure the wizard reported, with the draft it held (sealed like any draft). */
    async reportError(id: number, error: string, draft: ApplicantDraft | null, q: Queryable = db): Promise<void> {
      await q.query(`INSERT INTO form_error (draft_form_id, error, data) VALUES ($1, $2, $3)`, [id, error, draft === null ? null : sealed(draft)]);
    },

    /** The data migration of the encryption (sealLegacyIdNumbers), run at start-up. */
    sealLegacyIdNumbers: () => sealLegacyIdNumbers(db, key),
  };
}

export type DraftFormRepository = ReturnType<typeof createDraftFormRepository>;

const PLAIN_PREFIX_CHECK = (column: string) =>
  `(${ID_NUMBER_FIELDS.map((f) => `(${column}->'_idDocument'->'Details'->>'${f}' NOT LIKE '${SEALED_PREFIX}%')`).join(' OR ')})`;

/**
 * The data migration of the encryption: seals the plain identity-document numbers of rows written before it
 * (draft forms and the drafts kept with reported form errors). Idempotent; a draft changed meanwhile (its version
 * moved on) is left for the next start rather than overwritten. Answers how many rows it sealed.
 */
export async function sealLegacyIdNumbers(db: Queryable, key: Buffer): Promise<number> {
  let count = 0;
  const drafts = await db.query<{ id: number; version: number; data: Record<string, unknown> }>(
    `SELECT id, version, data FROM draft_form WHERE ${PLAIN_PREFIX_CHECK('data')}`,
  );
  for (const row of drafts) {
    const updated = await db.query('UPDATE draft_form SET data = $3 WHERE id = $1 AND version = $2 RETURNING id', [row.id, row.version, JSON.stringify(sealDraft(row.data, key))]);
    count += updated.length;
  }
  const errors = await db.query<{ id: number; data: Record<string, unknown> }>(`SELECT id, data FROM form_error WHERE data IS NOT NULL AND ${PLAIN_PREFIX_CHECK('data')}`);
  for (const row of errors) {
    await db.query('UPDATE form_error SET data = $2 WHERE id = $1', [row.id, JSON.stringify(sealDraft(row.data, key))]);
    count += 1;
  }
  return count;
}
