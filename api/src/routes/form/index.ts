import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { parseNumericId } from 'shared-contracts/validators';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { hashSecret, randomToken } from '../../lib/secrets';
import { abnLookupAnswer } from '../../services/abn';
import { FORM_ERRORS, draftOf, formPageLink, loadOwnedForm, storable } from './access';
import airportRoutes from './airports';
import convertRoute from './convert';
import { derivedDraft, formCompany } from './derive';
import paymentRoute from './payment';

/** A signature image is larger than a form: its route alone accepts up to 512 KB. */
const SIGNATURE_BODY_LIMIT = 512 * 1024;

/**
 * The draft form calls of spec §7 (create, autosave, load, expire, error report, signature, ABN lookup) with the
 * ownership rules of §6: every call but create needs the form key of the FormKey header.
 */
export default async function formRoutes(app: FastifyInstance) {
  // identity-document numbers are sealed by the draft form repository before any draft is written (spec §3)
  route(app, endpoints.createForm, async (request) => {
    const formKey = randomToken();
    const draft = await derivedDraft(app, app.db, formCompany(request.company, request.company), storable(request.body), null);
    const row = await app.draftForms.create({
      formKeyHash: hashSecret(formKey, app.env.APP_SECRET),
      randomId: randomToken(),
      company: request.company,
      data: { ...draft, _peopleId: undefined },
      stepCompleted: draft._stepCompleted ?? 0,
    });
    const form = draftOf(app, { ...row, data: { ...draft } });
    return {
      id: row.id,
      key: formKey,
      form,
      ...(draft.Site !== undefined ? { Site: draft.Site } : {}),
      ...(draft.OpNeed ? { OpNeed: draft.OpNeed } : {}),
    };
  });

  route(app, endpoints.updateForm, async (request) => {
    const { id } = request.params;
    const current = await loadOwnedForm(app, request, id);
    if (current.people_id !== null) throw new HttpError(409, FORM_ERRORS.completed, { code: 'form_completed' });
    // every save names the version it read (spec §4 autosave, issue 15): without it two tabs would overwrite each other
    const expected = request.body._version;
    if (expected === undefined) throw new HttpError(409, FORM_ERRORS.versionRequired, { code: 'version_required' });
    // the server owns the record: the draft stored and answered is the draft model's (issue 15)
    const draft = await derivedDraft(app, app.db, formCompany(current.company, request.company), storable(request.body), current.data);
    // the version check and the write are one statement: two tabs saving at once cannot both win
    const row = await app.draftForms.saveVersion(id, expected, draft, draft._stepCompleted ?? 0);
    if (!row) throw new HttpError(409, FORM_ERRORS.versionConflict, { code: 'version_conflict' });
    return { id, form: draftOf(app, { ...row, data: draft }) };
  });

  route(app, endpoints.getForm, async (request) => {
    const { ref } = request.params;
    const formId = parseNumericId(ref);
    if (formId === null) throw new HttpError(404, FORM_ERRORS.notFound, { code: 'not_found' });
    const row = await loadOwnedForm(app, request, formId);
    return { id: row.id, form: draftOf(app, row) };
  });

  route(app, endpoints.expireForm, async (request) => {
    const { id } = request.params;
    const current = await loadOwnedForm(app, request, id);
    if (current.people_id !== null) throw new HttpError(409, FORM_ERRORS.completed, { code: 'form_completed' });
    const draft = await derivedDraft(app, app.db, formCompany(current.company, request.company), storable(request.body), current.data);
    await app.draftForms.expire(id, draft, draft._stepCompleted ?? 0);
    return { id, formLink: formPageLink(app, current) };
  });

  route(app, endpoints.postFormError, async (request) => {
    const { id } = request.params;
    await loadOwnedForm(app, request, id, { allowExpired: true });
    await app.draftForms.reportError(id, request.body.error, request.body.user);
    request.log.warn({ formId: id }, 'the wizard reported a save or convert failure');
    return { ok: true as const };
  });

  route(
    app,
    endpoints.saveSignature,
    async (request) => {
      const { id } = request.params;
      const current = await loadOwnedForm(app, request, id);
      if (current.people_id !== null) throw new HttpError(409, FORM_ERRORS.completed, { code: 'form_completed' });
      await app.draftForms.saveSignature(id, request.body.signature);
      return { ok: true as const };
    },
    { bodyLimit: SIGNATURE_BODY_LIMIT },
  );

  route(app, endpoints.getSignature, async (request) => {
    await loadOwnedForm(app, request, request.params.id);
    return { data: await app.draftForms.signatureOf(request.params.id) };
  });

  route(app, endpoints.lookupFormAbn, async (request) => {
    await loadOwnedForm(app, request, request.params.id);
    return abnLookupAnswer(app, request.params.abn, request.log);
  });

  await app.register(convertRoute);
  await app.register(paymentRoute);
  await app.register(airportRoutes);
}
