import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listMigrations, migrate, migrationsDir } from '../db/migrate';
import { DEV_DATA_ENCRYPTION_KEY } from '../env';
import { dataKey, ID_NUMBER_FIELDS, isSealed, openDraft, seal, sealDraft, unseal } from '../lib/id-number-crypto';
import { sealLegacyIdNumbers } from '../repositories/draft-forms';
import { hashReference, randomToken } from '../lib/secrets';
import { useTestApp } from '../test/app';
import { engines } from '../test/engines';

/**
 * Issue 10, security: secrets and identity-document numbers at rest. A test reads the raw tables and finds no
 * plaintext number and no signing reference; the API still answers the numbers to their owner; rows stored before
 * (plaintext numbers, plaintext references) are converted by the data migration and by migration 015.
 */
const KEY = dataKey(DEV_DATA_ENCRYPTION_KEY);
const OTHER_KEY = dataKey('ab'.repeat(32));

/** Distinctive numbers, so a plaintext copy anywhere in a row is found by a text search. */
const NUMBERS = {
  RegistrationNumber: 'RG7731904',
  ClientId: 'CL5520417',
  RegisterNumber: 'R884',
  EntryNumber: 'E6619',
  StockNumber: 'ST4417720',
  PassportNumber: 'PA9081726',
  ImmicardNumber: 'EIS481516',
} as const;

describe('identity-document number sealing (AES-256-GCM)', () => {
  it('round-trips, uses a fresh IV each time and never contains the plain text', () => {
    const a = seal('PA9081726', KEY);
    const b = seal('PA9081726', KEY);
    expect(a).not.toBe(b);
    expect(a).not.toContain('PA9081726');
    expect(isSealed(a)).toBe(true);
    expect(unseal(a, KEY)).toBe('PA9081726');
  });

  it('refuses a value altered at rest or read with another key', () => {
    const sealed = seal('EIS481516', KEY);
    const bytes = Buffer.from(sealed.slice('enc:v1:'.length), 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => unseal(`enc:v1:${bytes.toString('base64url')}`, KEY)).toThrow();
    expect(() => unseal(sealed, OTHER_KEY)).toThrow();
  });

  it('seals every identity-document number of a draft and nothing else; opening gives the draft back', () => {
    const draft = { Firstname: 'Jane', _idDocument: { Id: 4, Details: { GivenNames: 'Jane', RegistrationState: 'TAS', ...NUMBERS } } };
    const sealed = sealDraft(draft, KEY);
    const details = sealed._idDocument.Details as Record<string, unknown>;
    for (const field of ID_NUMBER_FIELDS) expect(isSealed(details[field])).toBe(true);
    expect(details.GivenNames).toBe('Jane');
    expect(JSON.stringify(sealed)).not.toMatch(new RegExp(Object.values(NUMBERS).join('|')));
    expect(sealDraft(sealed, KEY)).toEqual(sealed); // sealing twice changes nothing
    expect(openDraft(sealed, KEY)).toEqual(draft);
    expect(openDraft({ _idDocument: { Details: { PassportNumber: 'PLAIN123' } } }, KEY)).toEqual({ _idDocument: { Details: { PassportNumber: 'PLAIN123' } } });
  });

  it('rejects a key that is not 32 bytes', () => {
    expect(() => dataKey('abcd')).toThrow(/64 hex digits/);
  });
});

describe.each(engines)('data at rest on $name', (engine) => {
  const t = useTestApp(engine);
  const rawNumbers = new RegExp(Object.values(NUMBERS).join('|'));

  it('stores no identity-document number in clear (a raw read of the tables), and answers them to the form key holder', async () => {
    // no document type chosen yet: the draft model keeps every detail (a chosen type keeps only its own, issue 15)
    const draft = { Firstname: 'Jane', Surname: 'Citizen', _idDocument: { Details: { GivenNames: 'Jane', FamilyName: 'Citizen', ...NUMBERS } }, _stepCompleted: 1 };
    const created = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: draft });
    expect(created.statusCode).toBe(200);
    const { id, key, form } = created.json() as { id: number; key: string; form: typeof draft };
    expect(form._idDocument.Details).toMatchObject(NUMBERS);

    const saved = await t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: { ...draft, _stepCompleted: 2, _version: 1 } });
    expect(saved.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/form/${id}/error`, headers: { formkey: key }, payload: { error: 'save failed', user: draft } });
    await t.app.inject({ method: 'POST', url: `/api/form/${id}/expired`, headers: { formkey: key }, payload: draft });

    const [raw] = await t.db.query<{ data: string }>('SELECT data::text AS data FROM draft_form WHERE id = $1', [id]);
    expect(raw!.data).not.toMatch(rawNumbers);
    expect(raw!.data).toContain('enc:v1:');
    const errors = await t.db.query<{ data: string }>('SELECT data::text AS data FROM form_error WHERE draft_form_id = $1', [id]);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.data).not.toMatch(rawNumbers);

    const read = await t.app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } });
    expect((read.json() as { form: typeof draft }).form._idDocument.Details).toMatchObject(NUMBERS);
  });

  it('seals the numbers of rows stored before encryption (the data migration), once', async () => {
    const legacy = { Firstname: 'Old', _idDocument: { Id: 9, Details: { PassportNumber: NUMBERS.PassportNumber, PassportCountry: 'New Zealand' } } };
    const [draft] = await t.db.query<{ id: number }>(`INSERT INTO draft_form (form_key_hash, random_id, company, data) VALUES ('x', $1, 'msic', $2) RETURNING id`, [randomToken(), JSON.stringify(legacy)]);
    await t.db.query(`INSERT INTO form_error (draft_form_id, error, data) VALUES ($1, 'old', $2)`, [draft!.id, JSON.stringify(legacy)]);

    expect(await sealLegacyIdNumbers(t.db, KEY)).toBeGreaterThanOrEqual(2);
    const rows = await t.db.query<{ data: string }>('SELECT data::text AS data FROM draft_form UNION ALL SELECT data::text FROM form_error WHERE data IS NOT NULL');
    for (const row of rows) expect(row.data).not.toMatch(rawNumbers);
    const [stored] = await t.db.query<{ data: typeof legacy }>('SELECT data FROM draft_form WHERE id = $1', [draft!.id]);
    expect(openDraft(stored!.data, KEY)).toEqual(legacy);
    expect(await sealLegacyIdNumbers(t.db, KEY)).toBe(0);
  });

  it('stores signing references only as their hash', async () => {
    const rows = await t.db.query<{ ref_id_hash: string }>('SELECT ref_id_hash FROM operational_need_request');
    for (const row of rows) expect(row.ref_id_hash).toMatch(/^[0-9a-f]{64}$/);
    const columns = await t.db.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'operational_need_request' AND table_schema = current_schema()`);
    expect(columns.map((c) => c.column_name)).not.toContain('ref_id');
  });
});

describe.each(engines)('migration 015 on $name', (engine) => {
  it('hashes the references of requests made before it, so mailed links keep working', async () => {
    const { db, drop } = await engine.create();
    const dir = mkdtempSync(path.join(tmpdir(), 'msic-migrations-'));
    try {
      const before = listMigrations().filter((m) => m.name < '015');
      for (const m of before) copyFileSync(path.join(migrationsDir(), m.name), path.join(dir, m.name));
      await migrate(db, dir);
      const [draft] = await db.query<{ id: number }>(`INSERT INTO draft_form (form_key_hash, random_id, company, data) VALUES ('x', $1, 'msic', '{}') RETURNING id`, [randomToken()]);
      const [person] = await db.query<{ id: number }>(
        `INSERT INTO people (incomplete_form_id, random_id, company, firstname, surname, birthdate, email) VALUES ($1, $2, 'msic', 'Old', 'Link', '1980-01-01', 'old@example.com') RETURNING id`,
        [draft!.id, randomToken()],
      );
      const reference = randomToken();
      await db.query(`INSERT INTO operational_need_request (people_id, ref_id, expires_at) VALUES ($1, $2, now() + interval '30 days')`, [person!.id, reference]);

      await migrate(db);
      const [row] = await db.query<{ ref_id_hash: string }>('SELECT ref_id_hash FROM operational_need_request WHERE people_id = $1', [person!.id]);
      expect(row!.ref_id_hash).toBe(hashReference(reference));
      expect(row!.ref_id_hash).not.toContain(reference);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await drop();
    }
  }, 60_000);
});
