import { INDUCTION_SECOND_PAGE } from 'shared-contracts';
import { idToTrackingNumber } from 'shared-contracts/tracking';
import { ForeignCard, IncompleteInductions, InductionAnswerResult, InductionCertificate, InductionOnlyRegistrationResponse, InductionProgram, InductionProgress, SLIDES_INCOMPLETE_MESSAGE, SlideCompletedResponse } from 'shared-contracts/induction';
import { countRows, engines } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { pdfText } from '../../services/pdf/pdf-text';

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
  // the slide clock is checked in attendance.test.ts; here a slide counts as read as soon as it is opened
  const t = useTestApp(engine, { env: { INDUCTION_TIME_SCALE: 0 } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload: JSON.stringify(payload) });

  let enrolled: { Id: number; RandomId: string };
  let msicInduction: string;
  let portInduction: string;
  /** the enrolment's internal id, which the tables that refer to it use (the link carries its key) */
  const enrolmentIdOf = async (key: string) => (await t.db.query<{ id: number }>('SELECT id FROM induction_enrolment WHERE access_key = $1', [key]))[0]!.id;

  const answer = async (module: number, body: Record<string, string | string[]>) => {
    const res = await post(`/induction/${msicInduction}/answer/${module}`, body);
    expect(res.statusCode).toBe(200);
    return InductionAnswerResult.parse(res.json());
  };

  /** Opens and completes every slide of a module (the audio-error path, with no reading time in this file). */
  const attend = async (module: number) => {
    const programme = InductionProgram.parse((await get(`/induction/${msicInduction}/program`)).json());
    const slides = programme.modules[module]?.slides ?? [];
    for (const [slide] of slides.entries()) {
      expect((await post(`/induction/${msicInduction}/slide-opened`, { module, slide })).statusCode).toBe(200);
      const done = await post(`/induction/${msicInduction}/slide-completed`, { module, slide, by: 'reading' });
      expect(done.statusCode).toBe(200);
      expect(SlideCompletedResponse.parse(done.json()).remaining).toEqual([...slides.keys()].filter((s) => s > slide));
    }
  };

  beforeAll(async () => {
    const res = await post('/api/register/induction-only', participant, { company: 'spa' });
    expect(res.statusCode).toBe(200);
    const body = InductionOnlyRegistrationResponse.parse(res.json());
    expect(body).toMatchObject({ result: true, foreign: true, err: null });
    enrolled = body.data as { Id: number; RandomId: string };
    const list = IncompleteInductions.parse((await get(`/api/foreign-card/${enrolled.Id}/${enrolled.RandomId}/inductions/incomplete`)).json());
    const keys = list.inductions.map((i) => i.url.split('/').pop()!);
    [msicInduction, portInduction] = keys as [string, string];
  });

  describe('POST /api/register/induction-only (spec §3, §7, §8)', () => {
    it('enrols a foreign card holder in inductions 1 and 7 and mails the links', async () => {
      const mails = await t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM mail_outbox WHERE to_address = $1', [participant.Email]);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text_body).toContain('You are enrolled in the following online inductions.');
      // issue 39: every link on the site the participant enrolled on (spa), never the default site
      expect(mails[0]?.text_body).toContain(`http://spa.localhost:3000/induction/${msicInduction}`);
      expect(mails[0]?.text_body).toContain(`http://spa.localhost:3000/induction-status/${enrolled.Id}/${enrolled.RandomId}`);
      expect(mails[0]?.text_body).not.toMatch(/http:\/\/localhost:3000|MSIC Card Online/);
      expect(mails[0]?.text_body).toContain('Southern Ports Authority');
      const [row] = await t.db.query<{ company: string; msic: string }>(`SELECT company, extra_data->>'Msicnum' AS msic FROM people WHERE id = $1`, [enrolled.Id]);
      expect(row).toEqual({ company: 'spa', msic: 'QPA1234567' });
    });

    it('finds the same holder again rather than making a second record', async () => {
      const before = await countRows(t.db, 'people');
      const body = InductionOnlyRegistrationResponse.parse((await post('/api/register/induction-only', { ...participant, Inductions: [1] })).json());
      expect(body.data?.Id).toBe(enrolled.Id);
      expect(await countRows(t.db, 'people')).toBe(before);
      // one induction this time: the mail says so in the singular (issue 20)
      const [mail] = await t.db.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [participant.Email]);
      expect(mail?.text_body).toContain('You are enrolled in the following online induction. The link takes you');
    });

    it('refuses a known card number under another name with no server text (the client shows the spec §8 message)', async () => {
      const body = InductionOnlyRegistrationResponse.parse((await post('/api/register/induction-only', { ...participant, Firstname: 'Someone' })).json());
      expect(body).toEqual({ result: false, foreign: true, err: null, data: null });
    });

    it('enrols the holder of one of our cards (VEP number) only when the name and birth date match the application', async () => {
      const [person] = await t.db.query<{ id: number }>(
        `INSERT INTO people (random_id, company, firstname, surname, birthdate, email) VALUES ('vep-holder-key', 'msic', 'Lachlan', 'Ng', '1979-09-30', 'lachlan.ng@example.com') RETURNING id`,
      );
      const vep = idToTrackingNumber(person?.id ?? 0, 'VEP');
      const wrong = InductionOnlyRegistrationResponse.parse(
        (await post('/api/register/induction-only', { ...participant, Firstname: 'Lachlan', Surname: 'Ng', Birthdate: '1979-09-29', Msicnum: vep })).json(),
      );
      expect(wrong).toMatchObject({ result: false, foreign: false, data: null });
      const right = InductionOnlyRegistrationResponse.parse(
        (await post('/api/register/induction-only', { ...participant, Firstname: 'lachlan', Surname: 'NG', Birthdate: '1979-09-30', Msicnum: vep, Inductions: [1] })).json(),
      );
      expect(right).toMatchObject({ result: true, foreign: false, data: { Id: person?.id, RandomId: 'vep-holder-key' } });
      // the tracking number as people type it (lower case): the same card (shared-contracts parser)
      const typed = InductionOnlyRegistrationResponse.parse(
        (await post('/api/register/induction-only', { ...participant, Firstname: 'Lachlan', Surname: 'Ng', Birthdate: '1979-09-30', Msicnum: vep.toLowerCase(), Inductions: [1] })).json(),
      );
      expect(typed).toMatchObject({ result: true, foreign: false, data: { Id: person?.id } });
    });

    it('refuses a VEP number below the tracking offset: it names none of our applications (spec §5)', async () => {
      const body = InductionOnlyRegistrationResponse.parse((await post('/api/register/induction-only', { ...participant, Msicnum: 'VEP0000007' })).json());
      expect(body).toMatchObject({ result: false, foreign: false, data: null });
      expect(body.err).toMatch(/VEP followed by 7 digits/);
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
      expect(list.inductions.map((i) => i.inductionName)).toEqual(['MSIC security awareness induction', 'Southern Ports induction']);
      expect(list.inductions.every((i) => /^\/induction\/[A-Za-z0-9_-]{32}$/.test(i.url) && i.completedAt === null)).toBe(true);
    });
  });

  describe('GET /induction/{id}/program (spec §3 induction program)', () => {
    it('answers programme 1 with modules, navigation, slides with narration, figures and key points, questions and the second page, without answers', async () => {
      const res = await get(`/induction/${msicInduction}/program`);
      expect(res.statusCode).toBe(200);
      const programme = InductionProgram.parse(res.json());
      expect(programme.Id).toBe(INDUCTION_SECOND_PAGE.programId);
      expect(programme.modules).toHaveLength(8);
      const first = programme.modules[INDUCTION_SECOND_PAGE.moduleIndex];
      expect(first?.secondPage?.questions).toHaveLength(3);
      expect(first?.navigation[0]).toEqual({ title: 'Welcome', slide: 0 });
      const types = new Set(programme.modules.flatMap((m) => m.questions.map((q) => q.type)));
      expect([...types].sort()).toEqual(['checkbox', 'declaration', 'radio', 'skip', 'slides']);
      expect(programme.modules.some((m) => m.parent === programme.modules[1]?.Id)).toBe(true);
      for (const slide of programme.modules.flatMap((m) => m.slides)) expect(slide.audio).toMatch(/^\/induction\/audio\/p1-m\d+-s\d+\.[0-9a-f]{12}\.ogg$/);
      const figures = programme.modules.flatMap((m) => m.slides.flatMap((s) => (s.figure ? [s.figure] : [])));
      expect(figures.length).toBeGreaterThanOrEqual(15);
      for (const figure of figures) expect(figure.src).toMatch(/^\/induction\/figures\/[a-z0-9-]+\.[0-9a-f]{12}\.svg$/);
      expect(res.body).not.toContain('"correct"');
    });

    it('lists every slide in the contents, and narrates programme 1 for about fifteen minutes (issue 20)', async () => {
      for (const induction of [msicInduction, portInduction]) {
        const programme = InductionProgram.parse((await get(`/induction/${induction}/program`)).json());
        for (const module of programme.modules) expect(module.navigation.map((n) => n.slide)).toEqual([...module.slides.keys()]);
      }
      const minutes = async (programId: number) => {
        const [row] = await t.db.query<{ seconds: number | string }>(
          'SELECT SUM(s.narration_seconds) AS seconds FROM induction_slide s JOIN induction_module m ON m.id = s.module_id WHERE m.program_id = $1',
          [programId],
        );
        return Number(row?.seconds) / 60;
      };
      // narration alone; the questions take the rest of the announced time
      expect(await minutes(1)).toBeGreaterThanOrEqual(12);
      expect(await minutes(1)).toBeLessThanOrEqual(16);
      expect(await minutes(7)).toBeGreaterThanOrEqual(5.5);
    });

    it('serves each narration as Ogg audio and each figure as SVG, cached as immutable', async () => {
      const programme = InductionProgram.parse((await get(`/induction/${portInduction}/program`)).json());
      expect(programme.Id).toBe(7);
      const audio = await get(programme.modules[0]?.slides[0]?.audio ?? '');
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/ogg');
      expect(audio.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(audio.rawPayload.subarray(0, 4).toString()).toBe('OggS');
      const figure = await get(programme.modules[0]?.slides[0]?.figure?.src ?? '');
      expect(figure.statusCode).toBe(200);
      expect(figure.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(figure.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(figure.body).toContain('<title');
      expect((await get('/induction/audio/..%2F..%2Fpackage.json')).statusCode).toBe(404);
      expect((await get('/induction/figures/..%2Fp1-m0-s0.0c6eb17c2d76.ogg')).statusCode).toBe(404);
      expect((await get('/induction/figures/nothing.0123456789ab.svg')).statusCode).toBe(404);
    });

    it('answers 404 for a link key nobody has and 400 for one that is not a key', async () => {
      expect((await get('/induction/1/program')).statusCode).toBe(404);
      expect((await get('/induction/1')).statusCode).toBe(404);
      expect((await get('/induction/first/program')).statusCode).toBe(404);
      expect((await get('/induction/not%20a%20key/program')).statusCode).toBe(400);
    });
  });

  describe('progress, slide completion and answers (spec §4, issue 20)', () => {
    it('starts at module 0, slide 0, every question unanswered and no slide completed, on the site the participant enrolled on', async () => {
      const progress = InductionProgress.parse((await get(`/induction/${msicInduction}`)).json());
      // issue 39: a spa participant takes even the MSIC induction on spa's site, never the default one
      expect(progress).toMatchObject({ module: 0, slide: 0, completedSlides: [], unanswered: [0, 1, 2, 3, 4], domain: 'spa.localhost', redirect: `/induction-status/${enrolled.Id}/${enrolled.RandomId}` });
      expect(progress.induction).toMatchObject({ Id: await enrolmentIdOf(msicInduction), ProgramId: 1, Company: 'spa', CompletedAt: null, CertificateCode: null });
      const port = InductionProgress.parse((await get(`/induction/${portInduction}`)).json());
      expect(port.domain).toBe('spa.localhost');
    });

    it('refuses answers until every slide of the module is completed: 409 slides_incomplete, nothing recorded', async () => {
      const before = await countRows(t.db, 'induction_answer');
      const res = await post(`/induction/${msicInduction}/answer/0`, { 'answer-0': '2' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: SLIDES_INCOMPLETE_MESSAGE, code: 'slides_incomplete', remaining: [0, 1, 2, 3, 4] });
      expect(await countRows(t.db, 'induction_answer')).toBe(before);
    });

    it('records a completed slide, how it was completed and the time on it, and resumes after it', async () => {
      expect((await post(`/induction/${msicInduction}/slide-opened`, { module: 0, slide: 0 })).statusCode).toBe(200);
      const done = await post(`/induction/${msicInduction}/slide-completed`, { module: 0, slide: 0 });
      expect(SlideCompletedResponse.parse(done.json())).toEqual({ ok: true, remaining: [1, 2, 3, 4] });
      expect((await post(`/induction/${msicInduction}/slide-completed`, { module: 0, slide: 0 })).statusCode).toBe(200);
      const [row] = await t.db.query<{ completed_by: string; seconds_spent: number }>(
        'SELECT completed_by, seconds_spent FROM induction_slide_completion WHERE enrolment_id = $1 AND module = 0 AND slide = 0',
        [await enrolmentIdOf(msicInduction)],
      );
      expect(row?.completed_by).toBe('narration');
      expect(Number(row?.seconds_spent)).toBeGreaterThanOrEqual(0);
      expect(InductionProgress.parse((await get(`/induction/${msicInduction}`)).json())).toMatchObject({ slide: 1, completedSlides: [0] });
      // still four slides to go
      expect((await post(`/induction/${msicInduction}/answer/0`, { 'answer-0': '2' })).json()).toMatchObject({ code: 'slides_incomplete', remaining: [1, 2, 3, 4] });
    });

    it('refuses a slide of a module not yet open, a slide that does not exist and a malformed body', async () => {
      for (const call of ['slide-opened', 'slide-completed']) {
        expect((await post(`/induction/${msicInduction}/${call}`, { module: 2, slide: 0 })).statusCode).toBe(400);
        expect((await post(`/induction/${msicInduction}/${call}`, { module: 0, slide: 40 })).statusCode).toBe(400);
        expect((await post(`/induction/${msicInduction}/${call}`, { module: 'first' })).statusCode).toBe(400);
        expect((await post('/induction/5/' + call, { module: 0, slide: 0 })).statusCode).toBe(404);
      }
      expect((await post(`/induction/${msicInduction}/slide-completed`, { module: 0, slide: 1, by: 'skipped' })).statusCode).toBe(400);
    });

    it('checks each question once the slides are done: a wrong or missing answer stays unanswered, right ones are kept for resume', async () => {
      await attend(0);
      const result = await answer(0, { 'answer-0': '2', 'answer-1': ['1'], 'answer-2': '7', 'answer-3': '5' });
      // 1 (checkbox, two correct options missing), 3 (wrong) and 4 (missing) are left
      expect(result).toEqual({ result: 'incorrect', unanswered: [1, 3, 4] });
      const progress = InductionProgress.parse((await get(`/induction/${msicInduction}`)).json());
      expect(progress).toMatchObject({ module: 0, unanswered: [1, 3, 4], completedSlides: [0, 1, 2, 3, 4], slide: 5 });
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
      expect(await answer(0, { 'answer-1': ['3', '2', '1'], 'answer-3': b, 'answer-4': c })).toEqual({ result: 'next', module: 1 });
      expect(a).toBe('7');
      const progress = InductionProgress.parse((await get(`/induction/${msicInduction}`)).json());
      expect(progress).toMatchObject({ module: 1, slide: 0, completedSlides: [], unanswered: [1, 2, 3] });
    });

    it('answers devonport (reload) for a module that is not the current one, and 404 for a module that does not exist', async () => {
      expect(await answer(0, { 'answer-0': '2' })).toEqual({ result: 'devonport' });
      expect((await post(`/induction/${msicInduction}/answer/42`, {})).statusCode).toBe(404);
    });

    it('lets a completed module be reviewed without timing it (spec §4)', async () => {
      const before = await countRows(t.db, 'induction_slide_time');
      const res = await post(`/induction/${msicInduction}/slide-opened`, { module: 0, slide: 2 });
      expect(res.json()).toEqual({ spentSeconds: 0, readingSeconds: 0, completed: true });
      expect(await countRows(t.db, 'induction_slide_time')).toBe(before);
    });

    it('completes the induction after the last module, issues its certificate and then redirects (spec §4)', async () => {
      const rightAnswers: Record<number, Record<string, string | string[]>> = {
        1: { 'answer-1': ['1', '2', '3'], 'answer-2': '1', 'answer-3': '1' },
        2: { 'answer-0': '2', 'answer-1': '2' },
        3: { 'answer-0': '2', 'answer-1': '2', 'answer-2': ['1', '2', '3'] },
        4: { 'answer-0': '1', 'answer-1': ['1', '2'] },
        5: { 'answer-0': '1', 'answer-1': ['1', '2', '4'], 'answer-2': '2' },
        6: { 'answer-0': ['1', '2', '3'], 'answer-1': '2', 'answer-2': '1' },
      };
      for (const [module, answers] of Object.entries(rightAnswers)) {
        await attend(Number(module));
        expect(await answer(Number(module), answers)).toEqual({ result: 'next', module: Number(module) + 1 });
      }
      await attend(7);
      const redirect = `/induction-status/${enrolled.Id}/${enrolled.RandomId}`;
      expect(await answer(7, { 'answer-0': ['1', '2', '3'], 'answer-1': '1' })).toEqual({ result: 'complete', redirect });
      const progress = InductionProgress.parse((await get(`/induction/${msicInduction}`)).json());
      expect(progress.induction?.CompletedAt).toEqual(expect.any(String));
      expect(progress.induction?.CertificateCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(progress.redirect).toBe(redirect);
      expect(await answer(7, { 'answer-1': '1' })).toEqual({ result: 'complete', redirect });
      const list = IncompleteInductions.parse((await get(`/api/foreign-card/${enrolled.Id}/${enrolled.RandomId}/inductions/incomplete`)).json());
      expect(list.inductions[0]).toMatchObject({ completedAt: expect.any(String), certificateCode: progress.induction?.CertificateCode });
      expect(list.inductions[1]?.certificateCode).toBeNull();
      expect(list.hasInductions).toBe(true);
      // every slide was timed and recorded with the way it was completed (issue 20: time spent per slide)
      const [timed] = await t.db.query<{ slides: number | string; untimed: number | string }>(
        `SELECT COUNT(*) AS slides, COUNT(*) FILTER (WHERE seconds_spent IS NULL OR completed_by IS NULL) AS untimed FROM induction_slide_completion WHERE enrolment_id = $1`,
        [await enrolmentIdOf(msicInduction)],
      );
      expect(Number(timed?.slides)).toBe(26);
      expect(Number(timed?.untimed)).toBe(0);
      // a whole induction: about 60 calls, each a few database writes; past jest's 5 s on a busy 2-core machine
    }, 30_000);
  });

  describe('GET /api/induction-certificates/{code} (issue 20)', () => {
    const codeOf = async () => InductionProgress.parse((await get(`/induction/${msicInduction}`)).json()).induction?.CertificateCode ?? '';

    it('confirms a certificate: who completed which induction, when and through which site', async () => {
      const code = await codeOf();
      const res = await get(`/api/induction-certificates/${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(InductionCertificate.parse(res.json())).toEqual({
        Code: code,
        ParticipantName: 'Mere Tawhiri',
        InductionName: 'MSIC security awareness induction',
        ProgrammeName: 'MSIC security awareness induction',
        CompletedAt: expect.any(String),
        IssuedBy: 'Southern Ports Authority',
        Company: 'spa',
      });
      // typed from paper: lower case, without hyphens, O for 0 and l for 1 are read the same
      const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
      expect((await get(`/api/induction-certificates/${encodeURIComponent(typed)}`)).json().Code).toBe(code);
    });

    it('answers 404 for an unknown code and 400 for something that is not a code', async () => {
      const unknown = await get('/api/induction-certificates/ZZZZ-ZZZZ-ZZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toMatch(/No certificate has this code/);
      expect((await get('/api/induction-certificates/ZZZZ-ZZZZ-ZZZZ/pdf')).statusCode).toBe(404);
      expect((await get('/api/induction-certificates/short')).statusCode).toBe(400);
      expect((await get('/api/induction-certificates/%3Cscript%3Ealert(1)%3C%2Fscript%3E')).statusCode).toBe(400);
    });

    it('serves the certificate as a PDF with the participant, the induction, the date and the code', async () => {
      const code = await codeOf();
      // completed at 23:30 UTC on 28 Nov: 7:30 am on the 29th in Perth, spa's time zone (issue 39)
      await t.db.query(`UPDATE induction_enrolment SET completed_at = '2025-11-28T23:30:00Z' WHERE access_key = $1`, [msicInduction]);
      const res = await get(`/api/induction-certificates/${code}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="induction-certificate-${code}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      for (const expected of ['Certificate of completion', 'Mere Tawhiri', 'MSIC security awareness induction', code, 'Maritime security zones', 'Time on the slides']) {
        expect(text).toContain(expected);
      }
      // issue 39: issued by and checked at the site the participant enrolled on
      expect(text).toContain('Southern Ports Authority');
      expect(text).toContain(`http://spa.localhost:3000/induction-certificate/${code}`);
      expect(text).not.toContain('MSIC Card Online');
      expect(text).toContain('completed the online induction "MSIC security awareness induction" on 29 Nov 2025');
      expect(text).not.toContain('28 Nov 2025');
    });

    it('withholds the certificate of a redacted record', async () => {
      const code = await codeOf();
      await t.db.query('UPDATE people SET redacted_at = now() WHERE id = $1', [enrolled.Id]);
      expect((await get(`/api/induction-certificates/${code}`)).statusCode).toBe(404);
      await t.db.query('UPDATE people SET redacted_at = NULL WHERE id = $1', [enrolled.Id]);
    });
  });

  describe('GET /api/people/{id}/{formId}/inductions/incomplete (status page)', () => {
    const applicant = async (company: string, key: string) => {
      const [form] = await t.db.query<{ id: number }>(`INSERT INTO draft_form (form_key_hash, random_id, company, data) VALUES ('h', $1, $2, '{}') RETURNING id`, [`${key}-form`, company]);
      const [person] = await t.db.query<{ id: number }>(
        `INSERT INTO people (incomplete_form_id, random_id, company, firstname, surname, birthdate, email) VALUES ($1, $2, $3, 'Aroha', 'Smith', '1990-01-01', 'aroha@example.com') RETURNING id`,
        [form?.id, key, company],
      );
      return { peopleId: person?.id ?? 0, formId: form?.id ?? 0 };
    };

    it('needs the applicant’s own token and enrols an applicant in induction 1', async () => {
      const { peopleId, formId } = await applicant('msic', 'applicant-key');
      const url = `/api/people/${peopleId}/${formId}/inductions/incomplete`;
      expect((await get(url)).statusCode).toBe(401);
      const token = t.app.tokens.issue(peopleId);
      expect((await get(url, { authorization: `Bearer ${t.app.tokens.issue(enrolled.Id)}` })).statusCode).toBe(403);
      expect((await get(`/api/people/${peopleId}/${formId + 1}/inductions/incomplete`, { authorization: `Bearer ${token}` })).statusCode).toBe(404);
      const res = await get(url, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(200);
      const list = IncompleteInductions.parse(res.json());
      expect(list).toMatchObject({ hasInductions: true, inductions: [{ inductionName: 'MSIC security awareness induction', completedAt: null, certificateCode: null }] });
      // asking again does not enrol twice
      expect(IncompleteInductions.parse((await get(url, { authorization: `Bearer ${token}` })).json()).inductions).toHaveLength(1);
      const progress = InductionProgress.parse((await get(list.inductions[0]?.url ?? '')).json());
      expect(progress.redirect).toBe(`/status/${peopleId}`);
    });

    it('issue 39: an applicant of ours who enrols through the induction-only enrolment goes back to the induction status page, not the application\'s', async () => {
      const { peopleId } = await applicant('spa', 'applicant-enrols-for-induction');
      const vep = idToTrackingNumber(peopleId, 'VEP');
      const body = InductionOnlyRegistrationResponse.parse(
        (await post('/api/register/induction-only', { ...participant, Firstname: 'Aroha', Surname: 'Smith', Birthdate: '1990-01-01', Msicnum: vep, Inductions: [7] }, { company: 'spa' })).json(),
      );
      expect(body).toMatchObject({ result: true, foreign: false });
      const list = IncompleteInductions.parse((await get(`/api/foreign-card/${peopleId}/applicant-enrols-for-induction/inductions/incomplete`)).json());
      const progress = InductionProgress.parse((await get(list.inductions[0]?.url ?? '')).json());
      expect(progress.redirect).toBe(`/induction-status/${peopleId}/applicant-enrols-for-induction`);
    });

    it('gives each applicant the induction of their card (the ASIC one at an airport, issue 39), and the Southern Ports induction to spa applicants only', async () => {
      for (const [company, names] of [
        ['spa', ['MSIC security awareness induction', 'Southern Ports induction']],
        ['tasports', ['MSIC security awareness induction']],
        // issue 39: an airport's applicants take the ASIC's induction, not the MSIC's
        ['bne', ['ASIC security awareness induction']],
      ] as const) {
        const { peopleId, formId } = await applicant(company, `${company}-applicant`);
        const res = await get(`/api/people/${peopleId}/${formId}/inductions/incomplete`, { authorization: `Bearer ${t.app.tokens.issue(peopleId)}` });
        expect(IncompleteInductions.parse(res.json()).inductions.map((i) => i.inductionName)).toEqual(names);
      }
    });
  });
});
