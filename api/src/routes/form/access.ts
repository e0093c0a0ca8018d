import type { FastifyInstance } from 'fastify';
import type { ApplicantDraft } from 'shared-contracts/form';
import { formPageLink, type DraftFormRow } from '../../lib/draft-form-access';

export { FORM_ERRORS, formPageLink, loadOwnedForm, refuseCompleted, type DraftFormRow } from '../../lib/draft-form-access';

/** The draft as the client sees it: the server's bookkeeping fields win over whatever the client sent. */
export function draftOf(app: FastifyInstance, row: DraftFormRow): ApplicantDraft {
  return {
    ...row.data,
    _id: row.id,
    _company: row.company,
    _formLink: formPageLink(app, row),
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
