import { isSealed } from '../lib/id-number-crypto';
import { useTestApp } from '../test/app';
import { engines } from '../test/engines';
import { sampleDraft } from '../test/people-fixtures';

/**
 * The repositories as the routes use them (docs/decisions/041): decorated on the app, sealing identity-document
 * numbers on every write of a draft and opening them on every read (spec §3, ARCHITECTURE "Identity-document
 * numbers are encrypted at rest"), and running in the caller's transaction when given one.
 */
describe.each(engines)('the repositories on $name', (engine) => {
  const t = useTestApp(engine);
  const NUMBER = '1234567';
  const storedNumber = async (sql: string, id: number) => {
    const [row] = await t.db.query<{ n: string }>(sql, [id]);
    return row?.n;
  };

  it('are decorated on the app, one per aggregate', () => {
    for (const name of ['draftForms', 'people', 'inductions', 'operationalNeedRequests', 'mailOutbox'] as const) expect(typeof t.app[name]).toBe('object');
  });

  it('seal a draft’s identity-document numbers when it is written and open them when it is read', async () => {
    const draft = sampleDraft();
    const form = await t.app.draftForms.create({ formKeyHash: 'hash', randomId: `repo-${engine.name}`, company: 'msic', data: draft, stepCompleted: 1 });
    const inTable = (id: number) => storedNumber(`SELECT data->'_idDocument'->'Details'->>'RegistrationNumber' AS n FROM draft_form WHERE id = $1`, id);
    expect(isSealed(await inTable(form.id))).toBe(true);
    expect((await t.app.draftForms.find(form.id))?.data._idDocument?.Details?.RegistrationNumber).toBe(NUMBER);
    expect((await t.app.draftForms.answersOf(form.id))._idDocument?.Details?.RegistrationNumber).toBe(NUMBER);

    const saved = await t.app.draftForms.saveVersion(form.id, form.version, draft, 2);
    expect(saved?.version).toBe(form.version + 1);
    expect(isSealed(await inTable(form.id))).toBe(true);
    // a stale version loses, whatever it holds
    expect(await t.app.draftForms.saveVersion(form.id, form.version, draft, 2)).toBeUndefined();

    await t.app.draftForms.reportError(form.id, 'save failed', draft);
    const [error] = await t.db.query<{ n: string }>(
      `SELECT data->'_idDocument'->'Details'->>'RegistrationNumber' AS n FROM form_error WHERE draft_form_id = $1 ORDER BY id DESC LIMIT 1`,
      [form.id],
    );
    expect(isSealed(error?.n)).toBe(true);

    // the people record reads its converted draft opened, through the draft form repository
    const peopleId = await t.app.db.transaction(async (tx) => {
      const id = await t.app.people.createApplicant(
        {
          formId: form.id,
          company: 'msic',
          site: 0,
          firstname: 'Jane',
          middlenames: null,
          surname: 'Citizen',
          birthdate: '1985-04-12',
          email: 'jane@example.com',
          extraData: {},
          operationalNeedPublic: null,
          basedOnAsic: false,
          paidAt: null,
        },
        tx,
      );
      await t.app.draftForms.markConverted(form.id, id, draft, tx);
      return id;
    });
    expect(isSealed(await inTable(form.id))).toBe(true);
    const person = await t.app.people.find(peopleId);
    expect((person?.form_data as typeof draft)._idDocument?.Details?.RegistrationNumber).toBe(NUMBER);
    expect(person?.incomplete_form_id).toBe(form.id);
  });

  it('write in the caller’s transaction: a rolled-back request leaves nothing', async () => {
    const to = `rollback-${engine.name}@example.com`;
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.mailOutbox.add({ kind: 'notification', company: 'msic', to, subject: 'never sent', text: 'never sent' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.app.mailOutbox.latest(to)).toEqual([]);
    await t.app.mailOutbox.add({ kind: 'notification', company: 'msic', to, subject: 'sent', text: 'sent' });
    expect((await t.app.mailOutbox.latest(to.toUpperCase())).map((m) => m.subject)).toEqual(['sent']);
  });

  it('keep only the hash of a signing link’s reference, and find the request by the reference', async () => {
    const [person] = await t.db.query<{ id: number }>(
      `INSERT INTO people (random_id, company, firstname, surname, birthdate, email) VALUES ($1, 'msic', 'Ana', 'Reyes', '1990-01-02', 'ana@example.com') RETURNING id`,
      [`signing-${engine.name}`],
    );
    const refId = 'a-random-reference-of-the-link';
    await t.app.operationalNeedRequests.open({ peopleId: person!.id, refId, regional: false, employerEmail: 'boss@example.com', days: 30 });
    const [stored] = await t.db.query<{ ref_id_hash: string; days: number }>(
      `SELECT ref_id_hash, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM operational_need_request WHERE people_id = $1`,
      [person!.id],
    );
    expect(stored?.ref_id_hash).not.toContain(refId);
    expect(stored?.days).toBe(30);
    expect((await t.app.operationalNeedRequests.findByLink(person!.id, refId))?.firstname).toBe('Ana');
    expect(await t.app.operationalNeedRequests.findByLink(person!.id, 'another-reference')).toBeUndefined();
    expect(await t.app.operationalNeedRequests.firstEmployerEmail(person!.id)).toBe('boss@example.com');
  });
});
