import { isSealed } from '../lib/id-number-crypto';
import { createRepositories, type Repositories } from '.';
import { useTestApp } from '../test/app';
import { engines } from '../test/engines';
import { sampleDraft } from '../test/people-fixtures';

/**
 * The repositories as the routes use them (docs/decisions/088): decorated on the app, sealing identity-document
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

  it('are decorated on the app, one per table or aggregate', () => {
    const names = Object.keys(createRepositories(t.db, t.app.env.DATA_ENCRYPTION_KEY)) as (keyof Repositories)[];
    expect(names.length).toBeGreaterThanOrEqual(25);
    for (const name of names) expect(typeof t.app[name]).toBe('object');
  });

  it('read the reference tables the migrations seeded, and answer undefined for what is not there', async () => {
    // an admin-only need is found by id (a draft may hold one) but not listed
    const adminOnly = (await t.app.operationalNeeds.all()).find((n) => n.adminOnly);
    expect(adminOnly).toBeDefined();
    expect(await t.app.operationalNeeds.find(adminOnly!.Id)).toEqual(adminOnly);
    expect((await t.app.operationalNeeds.listPublic()).some((n) => n.Id === adminOnly!.Id)).toBe(false);
    expect(await t.app.operationalNeeds.find(999_999)).toBeUndefined();
    const [frequency] = await t.app.accessFrequencies.list();
    expect(await t.app.accessFrequencies.find(frequency!.Id)).toEqual(frequency);
    expect(await t.app.accessFrequencies.find(999_999)).toBeUndefined();
    const [option] = await t.app.lodgementOptions.list();
    expect((await t.app.lodgementOptions.find(option!.code))?.name).toBe(option!.name);
    expect(await t.app.lodgementOptions.find('no-such-option')).toBeUndefined();
    expect((await t.app.countries.list()).find((c) => c.Code === 'AU')?.Id).toBe(36);
    expect(await t.app.issuingBodies.find(999_999)).toBeUndefined();
  });

  it('count verification code attempts and use a captcha challenge once, in the caller’s transaction', async () => {
    const [person] = await t.db.query<{ id: number }>(
      `INSERT INTO people (random_id, company, firstname, surname, birthdate, email) VALUES ($1, 'msic', 'Lee', 'Chan', '1991-03-04', 'lee@example.com') RETURNING id`,
      [`codes-${engine.name}`],
    );
    const codes = t.app.verificationCodes;
    await codes.add({ peopleId: person!.id, codeHash: 'hash-1', purpose: 'login', minutes: 10 });
    expect(await codes.loginCodesSentWithin(person!.id, 15)).toBe(1);
    const [code] = await t.app.db.transaction((tx) => codes.unusedForUpdate(person!.id, tx));
    expect(code).toMatchObject({ code_hash: 'hash-1', purpose: 'login', attempts: 0, expired: false });
    await codes.countAttempt([Number(code!.id)]);
    await codes.expireLoginCodes(person!.id);
    expect((await codes.unusedForUpdate(person!.id))[0]).toMatchObject({ attempts: 1, expired: true });
    await codes.markUsed(code!.id);
    expect(await codes.unusedForUpdate(person!.id)).toEqual([]);

    const signature = `challenge-${engine.name}`;
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    await expect(
      t.app.db.transaction(async (tx) => {
        expect(await t.app.usedCaptchaChallenges.use(signature, expiresAt, tx)).toBe(true);
        throw new Error('the enquiry failed');
      }),
    ).rejects.toThrow('the enquiry failed');
    expect(await t.app.usedCaptchaChallenges.use(signature, expiresAt)).toBe(true);
    expect(await t.app.usedCaptchaChallenges.use(signature, expiresAt)).toBe(false);
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
