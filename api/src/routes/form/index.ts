import type { FastifyInstance } from 'fastify';
import { endpoints } from 'shared-contracts/api';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { dataKey, sealDraft } from '../../lib/id-number-crypto';
import { hashSecret, randomToken } from '../../lib/secrets';
import { abnLookupAnswer } from '../../services/abn';
import { FORM_ERRORS, draftOf, formPageLink, linkExpiry, loadOwnedForm, storable, type DraftFormRow } from './access';
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
  // identity-document numbers are sealed before any draft is written (spec §3; lib/id-number-crypto.ts)
  const key = dataKey(app.env.DATA_ENCRYPTION_KEY);
  const stored = (draft: object) => JSON.stringify(sealDraft(draft as Record<string, unknown>, key));
  route(app, endpoints.createForm, async (request) => {
    const formKey = randomToken();
    const draft = await derivedDraft(app, app.db, formCompany(request.company, request.company), storable(request.body), null);
    const [row] = await app.db.query<DraftFormRow>(
      `INSERT INTO draft_form (form_key_hash, random_id, company, data, step_completed, link_expires_at)
       VALUES ($1, $2, $3, $4, $5, ${linkExpiry}) RETURNING *`,
      [hashSecret(formKey, app.env.APP_SECRET), randomToken(), request.company, stored({ ...draft, _peopleId: undefined }), draft._stepCompleted ?? 0],
    );
    const form = draftOf(app, { ...row!, data: { ...draft } });
    return {
      id: row!.id,
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
    const [row] = await app.db.query<DraftFormRow>(
      `UPDATE draft_form SET data = $2, version = version + 1, step_completed = $3, link_expires_at = ${linkExpiry}, updated_at = now()
       WHERE id = $1 AND version = $4 AND people_id IS NULL RETURNING *`,
      [id, stored(draft), draft._stepCompleted ?? 0, expected],
    );
    if (!row) throw new HttpError(409, FORM_ERRORS.versionConflict, { code: 'version_conflict' });
    return { id, form: draftOf(app, { ...row, data: draft }) };
  });

  route(app, endpoints.getForm, async (request) => {
    const { ref } = request.params;
    if (!/^\d{1,9}$/.test(ref)) throw new HttpError(404, FORM_ERRORS.notFound, { code: 'not_found' });
    const row = await loadOwnedForm(app, request, Number(ref));
    return { id: row.id, form: draftOf(app, row) };
  });

  route(app, endpoints.expireForm, async (request) => {
    const { id } = request.params;
    const current = await loadOwnedForm(app, request, id);
    if (current.people_id !== null) throw new HttpError(409, FORM_ERRORS.completed, { code: 'form_completed' });
    const draft = await derivedDraft(app, app.db, formCompany(current.company, request.company), storable(request.body), current.data);
    await app.db.query(
      `UPDATE draft_form SET data = $2, version = version + 1, step_completed = $3, expired_at = now(), updated_at = now() WHERE id = $1`,
      [id, stored(draft), draft._stepCompleted ?? 0],
    );
    return { id, formLink: formPageLink(app, id) };
  });

  route(app, endpoints.postFormError, async (request) => {
    const { id } = request.params;
    await loadOwnedForm(app, request, id, { allowExpired: true });
    await app.db.query(`INSERT INTO form_error (draft_form_id, error, data) VALUES ($1, $2, $3)`, [
      id,
      request.body.error,
      request.body.user === null ? null : stored(request.body.user),
    ]);
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
      await app.db.query(`UPDATE draft_form SET signature = $2, updated_at = now() WHERE id = $1`, [id, request.body.signature]);
      return { ok: true as const };
    },
    { bodyLimit: SIGNATURE_BODY_LIMIT },
  );

  route(app, endpoints.getSignature, async (request) => {
    await loadOwnedForm(app, request, request.params.id);
    const [row] = await app.db.query<{ signature: string | null }>(`SELECT signature FROM draft_form WHERE id = $1`, [request.params.id]);
    return { data: row?.signature ?? null };
  });

  route(app, endpoints.lookupFormAbn, async (request) => {
    await loadOwnedForm(app, request, request.params.id);
    return abnLookupAnswer(app, request.params.abn, request.log);
  });

  await app.register(convertRoute);
  await app.register(paymentRoute);
  await app.register(airportRoutes);
}
