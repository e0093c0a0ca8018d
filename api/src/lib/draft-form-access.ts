import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_KEY_HEADER, href } from 'shared-contracts';
import type { Queryable } from '../db/types';
import type { DraftFormRow } from '../repositories/draft-forms';
import { HttpError } from './http-error';
import { matchesSecret } from './secrets';
import { companySite } from './site';

export { FORM_LINK_TTL_DAYS, type DraftFormRow } from '../repositories/draft-forms';

export const FORM_ERRORS = {
  noKey: 'This form can only be opened from the device it was started on, or from the link we emailed you.',
  linkExpired: 'This link has expired. We can email you a new one.',
  notFound: 'We could not find that application.',
  versionConflict: 'This form was changed in another tab or window since you opened it.',
  versionRequired: 'This save does not say which version of the form it was made from (_version). Reload the form and try again.',
  completed: 'This form has already been submitted.',
} as const;

/** A change to a form already submitted (converted to a people record) is refused: 409 `form_completed`. */
export function refuseCompleted(row: Pick<DraftFormRow, 'people_id'>): void {
  if (row.people_id !== null) throw new HttpError(409, FORM_ERRORS.completed, { code: 'form_completed' });
}

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
 * Used by the form calls and the wizard's mails (routes/form, routes/mail).
 */
export async function loadOwnedForm(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  options: LoadOptions = {},
  db: Queryable = app.db,
): Promise<DraftFormRow> {
  return owned(app, request, await app.draftForms.find(id, { forUpdate: options.forUpdate }, db), options);
}

/**
 * The draft form of an emailed link's random id (the link-expired page, spec §6), when the caller holds its form
 * key: the same rules as `loadOwnedForm`.
 */
export async function loadOwnedFormByRandomId(app: FastifyInstance, request: FastifyRequest, randomId: string, options: LoadOptions = {}, db: Queryable = app.db): Promise<DraftFormRow> {
  return owned(app, request, await app.draftForms.findByRandomId(randomId, db), options);
}

/**
 * The row when the request's form key is its own. An expired key answers 401 `link_expired` with the form's random
 * id (the caller proved it owns the form), so the page can send it to /link-expired/{randomId} (spec §6, issue 40).
 */
function owned(app: FastifyInstance, request: FastifyRequest, row: DraftFormRow | undefined, options: LoadOptions): DraftFormRow {
  const key = formKeyOf(request);
  if (!row || !key || !matchesSecret(key, row.form_key_hash, app.env.APP_SECRET)) throw new HttpError(404, FORM_ERRORS.notFound, { code: 'not_found' });
  const expires = row.link_expires_at ? new Date(row.link_expires_at) : null;
  if (!options.allowExpired && expires && expires.getTime() <= Date.now()) throw new HttpError(401, FORM_ERRORS.linkExpired, { code: 'link_expired', randomId: row.random_id });
  return row;
}

/**
 * The link that resumes a form (spec §6): its page plus the form key, which the page stores (spec §2 `key`), on the
 * site of the form's variant (issue 39: an asic renewal's link opened the msic site's "Renew your MSIC Card").
 */
export function resumeLink(app: FastifyInstance, row: Pick<DraftFormRow, 'id' | 'company'>, key: string): string {
  return `${formPageLink(app, row)}?key=${encodeURIComponent(key)}`;
}

/** The form link kept in the draft (`_formLink`): the page without the key, which is never stored in clear. */
export function formPageLink(app: FastifyInstance, row: Pick<DraftFormRow, 'id' | 'company'>): string {
  return companySite(app, row.company).link(href('form', { id: row.id }));
}
