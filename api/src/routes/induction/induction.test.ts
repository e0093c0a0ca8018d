import { INDUCTION_SECOND_PAGE, TRACKING_NUMBER_OFFSET } from 'shared-contracts';
import { IncompleteInductions, InductionAnswerResult, InductionOnlyRegistrationResponse, InductionProgram, InductionProgress, ForeignCard } from 'shared-contracts/api';
import { countRows, engines } from '../../test/engines';
import { useTestApp } from '../../test/app';

const json = { 'content-type': 'application/json' };

const participant = {
  Firstname: 'Mere',
  Surname: 'Tawhiri',
  Birthdate: '1988-04-12',
  Email: 'mere.tawhiri@example.com',
  Mobilephonenumber: '0412 345 678',
  Msicnum: 'QPA1234567',
  Inductions: [1, 7],
};

/**
 * The induction calls of spec §7 on both engines: induction-only enrolment, the foreign card, the programme, the
 * progress, slide completion and the answer check, with wrong ids and malformed answers refused.
 */
describe.each(engines)('induction on $name', (engine) => {
  const t = useTestApp(engine);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload: JSON.stringify(payload) });

  let enrolled: { Id: number; RandomId: string };
  let msicInduction: number;
  let portInduction: number;

  const answer = async (module: number, body: Record<string, string | string[]>) => {
    const res = await post(`/induction/${msicInduction}/answer/${module}`, body);
    expect(res.statusCode).toBe(200);
    return InductionAnswerResult.parse(res.json());
  };

  beforeAll(async () => {
    const res = await post('/api/register/induction-only', participant, { company: 'spa' });
    expect(res.statusCode).toBe(200);
    const body = InductionOnlyRegistrationResponse.parse(res.json());
    expect(body).toMatchObject({ result: true, foreign: true, err: null });
    enrolled = body.data as { Id: number; RandomId: string };
    const list = IncompleteInductions.parse((await get(`/api/foreign-card/${enrolled.Id}/${enrolled.RandomId}/inductions/incomplete`)).json());
    const ids = list.inductions.map((i) => Number(i.url.split('/').pop()));
    [msicInduction, portInduction] = ids as [number, number];
  });

  describe('POST /api/register/induction-only (spec §3, §7, §8)', () => {
    it('enrols a foreign card holder in inductions 1 and 7 and mails the links', async () => {
      const mails = await t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM mail_outbox WHERE to_address = $1', [participant.Email]);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text_body).toContain(`/induction/${msicInduction}`);
      expect(mails[0]?.text_body).toContain(`/induction-status/${enrolled.Id}/${enrolled.RandomId}`);
      const [row] = await t.db.query<{ company: string; msic: string }>(`SELECT company, extra_data->>'Msicnum' AS msic FROM people WHERE id = $1`, [enrolled.Id]);
      expect(row).toEqual({ company: 'spa', msic: 'QPA1234567' });
    });

    it('finds the same holder again rather than making a second record', async () => {
      const before = await countRows(t.db, 'people');
      const body = InductionOnlyRegistrationResponse.parse((await post('/api/register/induction-only', { ...participant, Inductions: [1] })).json());
      expect(body.data?.Id).toBe(enrolled.Id);
      expect(await countRows(t.db, 'people')).toBe(before);
    });

    it('refuses a known card number under another name with no server text (the client shows the spec §8 message)', async () => {
      const body = InductionOnlyRegistrationResponse.parse((await post('/api/register/induction-only', { ...participant, Firstname: 'Someone' })).json());
      expect(body).toEqual({ result: false, foreign: true, err: null, data: null });
    });

    it('enrols the holder of one of our cards (VEP number) only when the name and birth date match the application', async () => {
      const [person] = await t.db.query<{ id: number }>(
        `INSERT INTO people (random_id, company, firstname, surname, birthdate, email) VALUES ('vep-holder-key', 'msic', 'Lachlan', 'Ng', '1979-09-30', 'lachlan.ng@example.com') RETURNING id`,
      );
      const vep = `VEP${String((person?.id ?? 0) + TRACKING_NUMBER_OFFSET).padStart(7, '0')}`;
      const wrong = InductionOnlyRegistrationResponse.parse(
        (await post('/api/register/induction-only', { ...participant, Firstname: 'Lachlan', Surname: 'Ng', Birthdate: '1979-09-29', Msicnum: vep })).json(),
      );
      expect(wrong).toMatchObject({ result: false, foreign: false, data: null });
      const right = InductionOnlyRegistrationResponse.parse(
        (await post('/api/register/induction-only', { ...participant, Firstname: 'lachlan', Surname: 'NG', Birthdate: '1979-09-30', Msicnum: vep, Inductions: [1] })).json(),
      );
      expect(right).toMatchObject({ result: true, foreign: false, data: { Id: person?.id, RandomId: 'vep-holder-key' } });
    });

    it('explains a VEP number in the wrong format with the server text', async () => {
      const body = InductionOnlyRegistrationResponse.parse((await post('/api/register/induction-only', { ...participant, Msicnum: 'VEP12345' })).json());
      expect(body.result).toBe(false);
      expect(body.err).toMatch(/VEP followed by 7 digits/);
    });

    it('refuses bad input with field errors and writes nothing', async () => {
      const before = await countRows(t.db, 'people');
      const res = await post('/api/register/induction-only', { ...participant, Msicnum: '12', Inductions: [3] });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(expect.arrayContaining(['Msicnum', 'Inductions.0']));
      expect(await countRows(t.db, 'people')).toBe(before);
    });
  });

  describe('GET /api/foreign-card/{id}/{randomId} (spec §7)', () => {
    it('answers the card holder and their inductions by both ids', async () => {
      const res = await get(`/api/foreign-card/${enrolled.Id}/${enrolled.RandomId}`);
      expect(res.statusCode).toBe(200);
      expect(ForeignCard.parse(res.json())).toEqual({ Id: enrolled.Id, RandomId: enrolled.RandomId, Firstname: 'Mere', Surname: 'Tawhiri', Msicnum: 'QPA1234567', Inductions: [1, 7] });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers 404 for a wrong random id, a missing person or a malformed id', async () => {
      expect((await get(`/api/foreign-card/${enrolled.Id}/not-the-key`)).statusCode).toBe(404);
      expect((await get(`/api/foreign-card/999999/${enrolled.RandomId}/inductions/incomplete`)).statusCode).toBe(404);
      expect((await get(`/api/foreign-card/abc/${enrolled.RandomId}`)).statusCode).toBe(400);
    });

    it('lists each induction with its name, link and completion date (spec §3 status list entry)', async () => {
      const list = IncompleteInductions.parse((await get(`/api/foreign-card/${enrolled.Id}/${enrolled.RandomId}/inductions/incomplete`)).json());
      expect(list.hasInductions).toBe(true);
      expect(list.inductions.map((i) => i.inductionName)).toEqual(['MSIC security awareness induction', 'Port induction']);
      expect(list.inductions.every((i) => /^\/induction\/\d+$/.test(i.url) && i.completedAt === null)).toBe(true);
    });
  });

  describe('GET /induction/{id}/program (spec §3 induction program)', () => {
    it('answers programme 1 with modules, navigation, slides with narration, questions and the second page, without answers', async () => {
      const res = await get(`/induction/${msicInduction}/program`);
      expect(res.statusCode).toBe(200);
      const programme = InductionProgram.parse(res.json());
      expect(programme.Id).toBe(INDUCTION_SECOND_PAGE.programId);
      expect(programme.modules.length).toBeGreaterThanOrEqual(4);
      const first = programme.modules[INDUCTION_SECOND_PAGE.moduleIndex];
      expect(first?.secondPage?.questions).toHaveLength(3);
      expect(first?.navigation[0]).toEqual({ title: 'Welcome', slide: 0 });
      const types = new Set(programme.modules.flatMap((m) => m.questions.map((q) => q.type)));
      expect([...types].sort()).toEqual(['checkbox', 'declaration', 'radio', 'skip', 'slides']);
      expect(programme.modules.some((m) => m.parent === programme.modules[1]?.Id)).toBe(true);
      for (const slide of programme.modules.flatMap((m) => m.slides)) expect(slide.audio).toMatch(/^\/induction\/audio\/p1-m\d+-s\d+\.[0-9a-f]{12}\.ogg$/);
      expect(res.body).not.toContain('correct');
    });

    it('serves each narration as Ogg audio, cached as immutable', async () => {
      const programme = InductionProgram.parse((await get(`/induction/${portInduction}/program`)).json());
      expect(programme.Id).toBe(7);
      const audio = await get(programme.modules[0]?.slides[0]?.audio ?? '');
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/ogg');
      expect(audio.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(audio.rawPayload.subarray(0, 4).toString()).toBe('OggS');
      expect((await get('/induction/audio/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    });

    it('answers 404 for an induction nobody is enrolled in and 400 for an id that is not a number', async () => {
      expect((await get('/induction/1/program')).statusCode).toBe(404);
      expect((await get('/induction/1')).statusCode).toBe(404);
      expect((await get('/induction/first/program')).statusCode).toBe(400);
    });
  });

  describe('progress, slide completion and answers (spec §4)', () => {
    it('starts at module 0, slide 0, every question unanswered, on the public site', async () => {
      const progress = InductionProgress.parse((await get(`/induction/${msicInduction}`)).json());
      expect(progress).toMatchObject({ module: 0, slide: 0, unanswered: [0, 1, 2, 3, 4], domain: 'localhost', redirect: `/induction-status/${enrolled.Id}/${enrolled.RandomId}` });
      expect(progress.induction).toMatchObject({ Id: msicInduction, ProgramId: 1, Company: 'msic', CompletedAt: null });
      const port = InductionProgress.parse((await get(`/induction/${portInduction}`)).json());
      expect(port.domain).toBe('spa.localhost');
    });

    it('records a slide whose narration ended and resumes after it', async () => {
      expect((await post(`/induction/${msicInduction}/slide-completed`, { module: 0, slide: 0 })).json()).toEqual({ ok: true });
      expect((await post(`/induction/${msicInduction}/slide-completed`, { module: 0, slide: 0 })).statusCode).toBe(200);
      expect(InductionProgress.parse((await get(`/induction/${msicInduction}`)).json()).slide).toBe(1);
    });

    it('refuses a slide of a module not yet open, a slide that does not exist and a malformed body', async () => {
      expect((await post(`/induction/${msicInduction}/slide-completed`, { module: 2, slide: 0 })).statusCode).toBe(400);
      expect((await post(`/induction/${msicInduction}/slide-completed`, { module: 0, slide: 40 })).statusCode).toBe(400);
      expect((await post(`/induction/${msicInduction}/slide-completed`, { module: 'first' })).statusCode).toBe(400);
      expect((await post('/induction/5/slide-completed', { module: 0, slide: 0 })).statusCode).toBe(404);
    });

    it('checks each question: a wrong or missing answer stays unanswered, right ones are kept for resume', async () => {
      const result = await answer(0, { 'answer-0': '2', 'answer-1': ['1'], 'answer-2': '7', 'answer-3': '5' });
      // 1 (checkbox, one correct option missing), 3 (wrong) and 4 (missing) are left
      expect(result).toEqual({ result: 'incorrect', unanswered: [1, 3, 4] });
      const progress = InductionProgress.parse((await get(`/induction/${msicInduction}`)).json());
      expect(progress).toMatchObject({ module: 0, unanswered: [1, 3, 4] });
    });

    it('refuses malformed answers with field errors and records nothing', async () => {
      const before = await countRows(t.db, 'induction_answer');
      for (const body of [{ 'answer-9': '1' }, { 'answer-3': '99' }, { 'answer-3': ['7', '8'] }, { question: '1' }, { 'answer-0': { value: 2 } }]) {
        const res = await post(`/induction/${msicInduction}/answer/0`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toBeDefined();
      }
      expect(await countRows(t.db, 'induction_answer')).toBe(before);
    });

    it('moves to the next module once every question of the second page is right (answers 7, 8 and 6, spec §9)', async () => {
      const [a, b, c] = INDUCTION_SECOND_PAGE.answers.map(String) as [string, string, string];
      expect(await answer(0, { 'answer-1': ['2', '1'], 'answer-3': b, 'answer-4': c })).toEqual({ result: 'next', module: 1 });
      expect(a).toBe('7');
      const progress = InductionProgress.parse((await get(`/induction/${msicInduction}`)).json());
      expect(progress).toMatchObject({ module: 1, slide: 0, unanswered: [1, 2] });
    });

    it('answers devonport (reload) for a module that is not the current one, and 404 for a module that does not exist', async () => {
      expect(await answer(0, { 'answer-0': '2' })).toEqual({ result: 'devonport' });
      expect((await post(`/induction/${msicInduction}/answer/42`, {})).statusCode).toBe(404);
    });

    it('completes the induction after the last module and then redirects (spec §4)', async () => {
      expect(await answer(1, { 'answer-1': '1', 'answer-2': ['1', '2', '3'] })).toEqual({ result: 'next', module: 2 });
      expect(await answer(2, { 'answer-0': '2' })).toEqual({ result: 'next', module: 3 });
      const redirect = `/induction-status/${enrolled.Id}/${enrolled.RandomId}`;
      expect(await answer(3, { 'answer-0': ['1', '2', '4'], 'answer-1': '1' })).toEqual({ result: 'complete', redirect });
      const progress = InductionProgress.parse((await get(`/induction/${msicInduction}`)).json());
      expect(progress.induction?.CompletedAt).toEqual(expect.any(String));
      expect(progress.redirect).toBe(redirect);
      expect(await answer(3, { 'answer-1': '1' })).toEqual({ result: 'complete', redirect });
      const list = IncompleteInductions.parse((await get(`/api/foreign-card/${enrolled.Id}/${enrolled.RandomId}/inductions/incomplete`)).json());
      expect(list.inductions[0]?.completedAt).toEqual(expect.any(String));
      expect(list.hasInductions).toBe(true);
    });
  });

  describe('GET /api/people/{id}/{formId}/inductions/incomplete (status page)', () => {
    it('needs the applicant’s own token and enrols an applicant in induction 1', async () => {
      const [form] = await t.db.query<{ id: number }>(`INSERT INTO draft_form (form_key_hash, random_id, company, data) VALUES ('h', 'induction-form', 'msic', '{}') RETURNING id`);
      const [person] = await t.db.query<{ id: number }>(
        `INSERT INTO people (incomplete_form_id, random_id, company, firstname, surname, birthdate, email) VALUES ($1, 'applicant-key', 'msic', 'Aroha', 'Smith', '1990-01-01', 'aroha@example.com') RETURNING id`,
        [form?.id],
      );
      const url = `/api/people/${person?.id}/${form?.id}/inductions/incomplete`;
      expect((await get(url)).statusCode).toBe(401);
      const token = t.app.tokens.issue(person?.id ?? 0);
      expect((await get(url, { authorization: `Bearer ${t.app.tokens.issue(enrolled.Id)}` })).statusCode).toBe(403);
      expect((await get(`/api/people/${person?.id}/${(form?.id ?? 0) + 1}/inductions/incomplete`, { authorization: `Bearer ${token}` })).statusCode).toBe(404);
      const res = await get(url, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(200);
      const list = IncompleteInductions.parse(res.json());
      expect(list).toMatchObject({ hasInductions: true, inductions: [{ inductionName: 'MSIC security awareness induction', completedAt: null }] });
      // asking again does not enrol twice
      expect(IncompleteInductions.parse((await get(url, { authorization: `Bearer ${token}` })).json()).inductions).toHaveLength(1);
      const progress = InductionProgress.parse((await get(list.inductions[0]?.url ?? '')).json());
      expect(progress.redirect).toBe(`/status/${person?.id}`);
    });
  });
});
