import type { FastifyInstance } from 'fastify';
import { hasFieldErrors } from 'shared-contracts';
import { abnNameProblem, isValidAbn, signingEndpoints } from 'shared-contracts/signing';
import { HttpError } from '../../lib/http-error';
import { MESSAGES } from '../../lib/messages';
import { route } from '../../lib/route';
import { abnCheckProblem, abnCheckStatus, checkAbn } from '../../services/abn';
import { ALREADY_SIGNED, loadSigningRequest } from '../../lib/signing-request';
import { applicationCards, formOf } from './prefill';
import { submissionErrors } from './submission-checks';
import getAbnRoutes from './get-abn';
import lookupAbnRoutes from './lookup-abn';

/** A signature image is larger than the usual body (the contract caps the data URL itself). */
const SUBMISSION_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The employer's operational-need form behind the public reference link (spec §2, §3, §6, §7), under
 * /api/people/operational-need-form: read it, look up an ABN (lookup-abn.ts), read the organisation's ABN
 * (get-abn.ts), and sign it once. The link (people id plus random reference) is the only
 * credential; a wrong or expired one answers 404 everywhere.
 */
export default async function peopleOperationalNeedFormRoutes(app: FastifyInstance) {
  // the literal lookup-abn and get-abn paths are registered first; find-my-way prefers static segments anyway
  await lookupAbnRoutes(app);
  await getAbnRoutes(app);

  route(app, signingEndpoints.getOperationalNeedForm, async (request) => {
    const row = await loadSigningRequest(app, request.params.id, request.params.refId);
    const draft = await app.draftForms.answersOf(row.incomplete_form_id);
    return {
      data: {
        form: formOf(row, draft),
        person: { Id: row.people_id, Firstname: row.firstname, ...(row.middlenames ? { Middlenames: row.middlenames } : {}), Surname: row.surname },
        regional: row.regional,
        signed: row.signed_at !== null,
        cards: applicationCards(row.company, draft),
      },
    };
  });

  route(
    app,
    signingEndpoints.postOperationalNeedForm,
    async (request) => {
      const { id, refId } = request.params;
      const { _signature: drawn, _signatureTyped: typed, _signatureMethod: method = 'drawn', person: _person, ...form } = request.body;
      // a checksum failure is the schema's; only a well-formed ABN goes to the register, before the transaction
      // (the register may be outside, and PGlite's one connection must not wait on itself)
      const abn = isValidAbn(request.body.Abn) ? await checkAbn(app, request.body.Abn, request.log) : null;
      await app.db.transaction(async (tx) => {
        const row = await loadSigningRequest(app, id, refId, { forUpdate: true }, tx);
        // a signed letter is never replaced silently: the applicant and the issuing body may already hold it
        if (row.signed_at) throw new HttpError(409, ALREADY_SIGNED, { code: 'already_signed' });
        const draft = await app.draftForms.answersOf(row.incomplete_form_id, tx);
        // the register's name for the ABN: another name needs the signer's word that it trades under it (issue 39)
        const registeredName = abn?.status === 'verified' ? abn.result.EntityName : null;
        const errors = await submissionErrors(app, tx, request.body, {
          regional: row.regional,
          draft,
          cards: applicationCards(row.company, draft),
          abnProblem: abn && abnCheckProblem(abn),
          abnNameProblem: abnNameProblem(request.body.Organisation, registeredName, request.body.AbnNameConfirmed),
        });
        if (hasFieldErrors(errors)) throw new HttpError(400, MESSAGES.invalidFields, { fieldErrors: errors, in: 'body' });
        const abnCheck = abn ? abnCheckStatus(abn) : null;
        // the form's ABN answer says what was known of it, as the record's column does
        const stored = { ...form, ...(row.regional ? {} : { PortAccess: undefined }), _abnCheck: abnCheck, ...(registeredName ? { _abnRegisteredName: registeredName } : {}) };
        await app.operationalNeedRequests.sign(
          row.id,
          { data: stored, signature: method === 'typed' ? null : (drawn ?? null), method, typed: method === 'typed' ? typed!.trim().replace(/\s+/g, ' ') : null, abnCheck },
          tx,
        );
      });
      return { ok: true };
    },
    { bodyLimit: SUBMISSION_BODY_LIMIT },
  );
}
