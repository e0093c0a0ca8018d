import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_KEY_HEADER } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { dataKey, openDraft, sealDraft } from '../../lib/id-number-crypto';
import { matchesSecret } from '../../lib/secrets';

/** How long a form key and its emailed link stay valid after the last save or mail (spec §6: links expire). */
export const FORM_LINK_TTL_DAYS = 30;

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

export const FORM_ERRORS = {
  noKey: 'This form can only be opened from the device it was started on, or from the link we emailed you.',
  linkExpired: 'This link has expired. We can email you a new one.',
  notFound: 'We could not find that application.',
  versionConflict: 'This form was changed in another tab or window since you opened it.',
  versionRequired: 'This save does not say which version of the form it was made from (_version). Reload the form and try again.',
  completed: 'This form has already been submitted.',
} as const;

/** The form key of the request (FormKey header), if any. */
export function formKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[FORM_KEY_HEADER.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export interface LoadOptions {
  /** the resend of an expired link: an expired key still proves the caller owns the form */
  allowExpired?: boolean;
  /** lock the row for the rest of the transaction */
  forUpdate?: boolean;
}

/**
 * The draft form `id`, when the caller holds its form key (spec §6). A missing record or a wrong key answer the
 * same 404, so an id cannot be probed; an expired key answers 401 `link_expired` (the client shows link-expired).
 */
export async function loadOwnedForm(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  options: LoadOptions = {},
  db: Queryable = app.db,
): Promise<DraftFormRow> {
  const key = formKeyOf(request);
  const [row] = await db.query<DraftFormRow>(`SELECT * FROM draft_form WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  if (!row || !key || !matchesSecret(key, row.form_key_hash, app.env.APP_SECRET)) throw new HttpError(404, FORM_ERRORS.notFound, { code: 'not_found' });
  const expires = row.link_expires_at ? new Date(row.link_expires_at) : null;
  if (!options.allowExpired && expires && expires.getTime() <= Date.now()) throw new HttpError(401, FORM_ERRORS.linkExpired, { code: 'link_expired' });
  return { ...row, data: openDraft(row.data, dataKey(app.env.DATA_ENCRYPTION_KEY)) };
}

/** The link that resumes a form (spec §6): its page plus the form key, which the page stores (spec §2 `key`). */
export function resumeLink(app: FastifyInstance, id: number, key: string): string {
  return `${app.env.PUBLIC_SITE_URL}/apply/form/${id}/?key=${encodeURIComponent(key)}`;
}

/** The form link kept in the draft (`_formLink`): the page without the key, which is never stored in clear. */
export function formPageLink(app: FastifyInstance, id: number): string {
  return `${app.env.PUBLIC_SITE_URL}/apply/form/${id}/`;
}

/** The draft as the client sees it: the server's bookkeeping fields win over whatever the client sent. */
export function draftOf(app: FastifyInstance, row: DraftFormRow): ApplicantDraft {
  return {
    ...row.data,
    _id: row.id,
    _company: row.company,
    _formLink: formPageLink(app, row.id),
    _peopleId: row.people_id ?? null,
    _mailLinkSent: row.mail_link_sent,
    _version: row.version,
    _isSaved: true,
  };
}

const SERVER_OWNED = ['_id', '_company', '_formLink', '_peopleId', '_version', '_isSaved', '_notSaved'] as const;

/** The data to store: bookkeeping the server owns is left out (it is added back by draftOf). */
export function storable(draft: ApplicantDraft): ApplicantDraft {
  const data: Record<string, unknown> = { ...draft };
  for (const field of SERVER_OWNED) delete data[field];
  return data as ApplicantDraft;
}

/** A draft as its `data` column holds it: JSON, identity-document numbers sealed (spec §3; lib/id-number-crypto.ts). */
export function sealedJson(app: FastifyInstance, draft: object): string {
  return JSON.stringify(sealDraft(draft as Record<string, unknown>, dataKey(app.env.DATA_ENCRYPTION_KEY)));
}

export const linkExpiry = `now() + interval '${FORM_LINK_TTL_DAYS} days'`;
