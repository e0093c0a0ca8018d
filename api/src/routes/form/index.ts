import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyDraftChange, formEndpoints } from 'shared-contracts/form';
import * as z from 'zod/mini';
import { HttpError } from '../../lib/http-error';
import { route, type EndpointRequest } from '../../lib/route';
import { hashSecret, randomToken } from '../../lib/secrets';
import { abnLookupAnswer } from '../../services/abn';
import { FORM_ERRORS, draftOf, formPageLink, loadOwnedForm, refuseCompleted, storable, type DraftFormRow } from './access';
import airportRoutes from './airports';
import convertRoute from './convert';
import { derivedDraft, formCompany } from './derive';
import paymentRoute from './payment';

/** A signature image is larger than a form: its route alone accepts up to 512 KB. */
const SIGNATURE_BODY_LIMIT = 512 * 1024;

/** A form's id as the form's paths take it (`/api/form/:id`): a database id, written canonically. */
const FormId = formEndpoints.updateForm.params.shape.id;

/**
 * The draft form calls of spec §7 (create, autosave, load, expire, error report, signature, ABN lookup) with the
 * ownership rules of §6: every call but create needs the form key of the FormKey header.
 */
export default async function formRoutes(app: FastifyInstance) {
  // identity-document numbers are sealed by the draft form repository before any draft is written (spec §3)
  route(app, formEndpoints.createForm, async (request) => {
    const startKey = startKeyOf(request);
    // a create sent again with its start key (the renewal quick-start submitted twice) answers the draft the first
    // made, with the same form key, derived from the start key, which only the sender knows (issue 40)
    const formKey = startKey ? hashSecret(`form-key:${startKey}`, app.env.APP_SECRET) : randomToken();
    const draft = await derivedDraft(app, app.db, formCompany(request.company, request.company), applyDraftChange(null, storable(request.body)), null);
    const fresh = {
      formKeyHash: hashSecret(formKey, app.env.APP_SECRET),
      randomId: randomToken(),
      company: request.company,
      data: { ...draft, _peopleId: undefined },
      stepCompleted: draft._stepCompleted ?? 0,
    };
    const { row, created } = startKey ? await app.draftForms.createOnce(fresh, hashSecret(`start-key:${startKey}`, app.env.APP_SECRET)) : { row: await app.draftForms.create(fresh), created: true };
    const form = draftOf(app, created ? { ...row, data: { ...draft } } : row);
    return {
      id: row.id,
      key: formKey,
      form,
      ...(draft.Site !== undefined ? { Site: draft.Site } : {}),
      ...(draft.OpNeed ? { OpNeed: draft.OpNeed } : {}),
    };
  });

  route(app, formEndpoints.updateForm, async (request) => {
    const { id } = request.params;
    const current = await loadOwnedForm(app, request, id);
    const draft = await savedDraft(app, request, current);
    // the version check and the write are one statement: two tabs saving at once cannot both win
    const row = await app.draftForms.saveVersion(id, request.body._version!, draft, draft._stepCompleted ?? 0);
    if (!row) throw new HttpError(409, FORM_ERRORS.versionConflict, { code: 'version_conflict' });
    return { id, form: draftOf(app, { ...row, data: draft }) };
  });

  route(app, formEndpoints.getForm, async (request) => {
    const { ref } = request.params;
    // the id as written canonically (issue 40): `0x10` or `016` names no form
    const parsed = z.safeParse(FormId, ref);
    if (!parsed.success) throw new HttpError(404, FORM_ERRORS.notFound, { code: 'not_found' });
    const formId = parsed.data;
    const row = await loadOwnedForm(app, request, formId);
    return { id: row.id, form: draftOf(app, row) };
  });

  // the idle save (spec §4): a save like any other, the last of a session that is ending (issue 40: it names its
  // version too, so an older tab cannot replace what a newer one saved)
  route(app, formEndpoints.expireForm, async (request) => {
    const { id } = request.params;
    const current = await loadOwnedForm(app, request, id);
    const draft = await savedDraft(app, request, current);
    if (!(await app.draftForms.expire(id, request.body._version!, draft, draft._stepCompleted ?? 0))) {
      throw new HttpError(409, FORM_ERRORS.versionConflict, { code: 'version_conflict' });
    }
    return { id, formLink: formPageLink(app, current) };
  });

  route(app, formEndpoints.postFormError, async (request) => {
    const { id } = request.params;
    await loadOwnedForm(app, request, id, { allowExpired: true });
    await app.draftForms.reportError(id, request.body.error, request.body.user);
    request.log.warn({ formId: id }, 'the wizard reported a save or convert failure');
    return { ok: true as const };
  });

  route(
    app,
    formEndpoints.saveSignature,
    async (request) => {
      const { id } = request.params;
      const current = await loadOwnedForm(app, request, id);
      refuseCompleted(current);
      await app.draftForms.saveSignature(id, request.body.signature);
      return { ok: true as const };
    },
    { bodyLimit: SIGNATURE_BODY_LIMIT },
  );

  route(app, formEndpoints.getSignature, async (request) => {
    await loadOwnedForm(app, request, request.params.id);
    return { data: await app.draftForms.signatureOf(request.params.id) };
  });

  route(app, formEndpoints.lookupFormAbn, async (request) => {
    await loadOwnedForm(app, request, request.params.id);
    return abnLookupAnswer(app, request.params.abn, request.log);
  });

  await app.register(convertRoute);
  await app.register(paymentRoute);
  await app.register(airportRoutes);
}

/**
 * What a save stores (autosave and the idle save): refused unless the form is still a draft and the save names the
 * version it read (decision 020, issue 40); the body applied to the stored draft (a field it does not name is kept,
 * `_cleared` removes, decision 082), then passed through the draft model and the server's own fields (derive.ts).
 */
async function savedDraft(app: FastifyInstance, request: EndpointRequest<typeof formEndpoints.updateForm>, current: DraftFormRow) {
  refuseCompleted(current);
  // every save names the version it read (spec §4 autosave, issue 15): without it two tabs would overwrite each other
  if (request.body._version === undefined) throw new HttpError(409, FORM_ERRORS.versionRequired, { code: 'version_required' });
  const sent = applyDraftChange(current.data, storable(request.body));
  return derivedDraft(app, app.db, formCompany(current.company, request.company), sent, current.data);
}

/**
 * The start key of a create (the `Idempotency-Key` header): 128 random bits or more, base64url. A key that is not
 * is refused, so that nobody can make a draft whose form key another can guess.
 */
function startKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{22,64}$/.test(value)) {
    throw new HttpError(400, 'The Idempotency-Key header must be 22 to 64 letters, digits, - or _ (128 random bits or more)', { code: 'bad_idempotency_key' });
  }
  return value;
}
