import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/types';
import type { OperationalNeedRequestRow } from '../repositories/operational-need-requests';
import { HttpError } from './http-error';

export type { OperationalNeedRequestRow };

/** One answer for a wrong people id, a wrong reference and an expired link: the link's owner learns nothing more. */
export const LINK_NOT_FOUND = 'This operational need form link is not valid or has expired.';
export const ALREADY_SIGNED = 'This operational need form has already been signed. The signed letter cannot be replaced.';

/**
 * The signing request of the public reference link /operational-need-form/{peopleId}/{refId} (spec §6): the
 * reference is random and unguessable (192 bits), stored only as its hash (found by the hash of the presented
 * one, so nothing secret is compared), and the link expires (30 days from the application). A wrong or expired
 * link answers 404 (spec §8: the form goes to the 404 page). Used by the signing form and the signed letter's
 * download.
 */
export async function loadSigningRequest(
  app: FastifyInstance,
  peopleId: number,
  refId: string,
  options: { forUpdate?: boolean; allowExpired?: boolean } = {},
  q: Queryable = app.db,
): Promise<OperationalNeedRequestRow> {
  const row = await app.operationalNeedRequests.findByLink(peopleId, refId, { forUpdate: options.forUpdate }, q);
  if (!row) throw new HttpError(404, LINK_NOT_FOUND, { code: 'not_found' });
  if (!options.allowExpired && new Date(row.expires_at).getTime() <= Date.now()) throw new HttpError(404, LINK_NOT_FOUND, { code: 'link_expired' });
  return row;
}

/** The applicant's name as the employer sees it. */
export const applicantFullName = (row: Pick<OperationalNeedRequestRow, 'firstname' | 'middlenames' | 'surname'>) =>
  [row.firstname, row.middlenames, row.surname].filter((part) => part && part.trim()).join(' ');
