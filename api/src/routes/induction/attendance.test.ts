import { InductionProgram, SlideCompletedResponse, SlideTiming } from 'shared-contracts/induction';
import { engines } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { MIN_READING_SECONDS, READING_WORDS_PER_MINUTE, readingSeconds, wordCount } from './attendance';
import { enrol } from '../../repositories/inductions';

const json = { 'content-type': 'application/json' };

/**
 * Proof of attendance (issue 20; spec §4: a slide is completed when its narration reaches its end, or, when the
 * audio cannot play, the audio error and slides only): the server's own clock decides, from the moment it was
 * told the slide was shown. Time is moved on by moving the clock's start back in the database, so nothing waits.
 */
describe.each(engines)('the slide clock on $name', (engine) => {
  const t = useTestApp(engine);
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(payload) });
  let enrolment: number;
  /** the player's link key (issue 40) */
  let enrolmentKey: string;
  let programme: InductionProgram;

  const open = async (module: number, slide: number) => SlideTiming.parse((await post(`/induction/${enrolmentKey}/slide-opened`, { module, slide })).json());
  const complete = (module: number, slide: number, by?: 'narration' | 'reading') => post(`/induction/${enrolmentKey}/slide-completed`, { module, slide, ...(by ? { by } : {}) });
  /** Moves the running clock of a slide back, as if the participant had been on it that many seconds longer. */
  const wait = (module: number, slide: number, seconds: number) =>
    t.db.query(`UPDATE induction_slide_time SET active_since = active_since - make_interval(secs => $4) WHERE enrolment_id = $1 AND module = $2 AND slide = $3`, [
      enrolment,
      module,
      slide,
      seconds,
    ]);
  const clock = async (module: number, slide: number) =>
    (
      await t.db.query<{ seconds_before: number; running: boolean }>(
        'SELECT seconds_before, active_since IS NOT NULL AS running FROM induction_slide_time WHERE enrolment_id = $1 AND module = $2 AND slide = $3',
        [enrolment, module, slide],
      )
    )[0];

  beforeAll(async () => {
    const [person] = await t.db.query<{ id: number }>(
      `INSERT INTO people (random_id, company, firstname, surname, birthdate, email) VALUES ('clock-key', 'msic', 'Hemi', 'Walker', '1985-02-03', 'hemi@example.com') RETURNING id`,
    );
    await enrol(t.db, person?.id ?? 0, [1]);
    const [row] = await t.db.query<{ id: number; access_key: string }>('SELECT id, access_key FROM induction_enrolment WHERE people_id = $1', [person?.id]);
    enrolment = row?.id ?? 0;
    enrolmentKey = row?.access_key ?? '';
    programme = InductionProgram.parse((await t.app.inject({ method: 'GET', url: `/induction/${enrolmentKey}/program` })).json());
  });

  it('sets a reading time proportional to the transcript, never under the minimum', () => {
    const text = programme.modules[0]?.slides[0]?.text ?? '';
    expect(wordCount(text)).toBeGreaterThan(50);
    expect(readingSeconds({ text }, 1)).toBeCloseTo((wordCount(text) / READING_WORDS_PER_MINUTE) * 60, 5);
    expect(readingSeconds({ text: 'Two words' }, 1)).toBe(MIN_READING_SECONDS);
    expect(readingSeconds({ text }, 0.5)).toBeCloseTo(readingSeconds({ text }, 1) / 2, 5);
  });

  it('the audio-error path completes a slide only once its reading time has passed on the server (spec §4)', async () => {
    const timing = await open(0, 0);
    expect(timing).toMatchObject({ completed: false, readingSeconds: readingSeconds({ text: programme.modules[0]?.slides[0]?.text ?? '' }, 1) });
    expect(timing.spentSeconds).toBeLessThan(2);

    const early = await complete(0, 0, 'reading');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'slide_too_early', retryAfterSeconds: expect.any(Number) });
    expect(early.json().retryAfterSeconds).toBeGreaterThanOrEqual(Math.floor(timing.readingSeconds) - 1);

    await wait(0, 0, timing.readingSeconds - 3);
    expect((await complete(0, 0, 'reading')).statusCode).toBe(409);

    await wait(0, 0, 4);
    const done = await complete(0, 0, 'reading');
    expect(done.statusCode).toBe(200);
    expect(SlideCompletedResponse.parse(done.json())).toEqual({ ok: true, remaining: [1, 2, 3, 4] });
    const [row] = await t.db.query<{ completed_by: string; seconds_spent: number }>(
      'SELECT completed_by, seconds_spent FROM induction_slide_completion WHERE enrolment_id = $1 AND module = 0 AND slide = 0',
      [enrolment],
    );
    expect(row?.completed_by).toBe('reading');
    expect(Number(row?.seconds_spent)).toBeGreaterThanOrEqual(timing.readingSeconds);
    expect(await clock(0, 0)).toMatchObject({ running: false });
  });

  it('the narration path needs the narration to have had time to play to its end', async () => {
    await open(0, 1);
    const early = await complete(0, 1);
    expect(early.statusCode).toBe(409);
    const [slide] = await t.db.query<{ narration_seconds: number }>('SELECT narration_seconds FROM induction_slide WHERE module_id = 100 AND position = 1');
    const narration = Number(slide?.narration_seconds);
    expect(narration).toBeGreaterThan(20);
    // the reading time of this slide is shorter than its narration, yet a narration claim waits for the narration
    await wait(0, 1, narration - 5);
    expect((await complete(0, 1, 'narration')).statusCode).toBe(409);
    await wait(0, 1, 5);
    expect((await complete(0, 1, 'narration')).statusCode).toBe(200);
  });

  it('runs one slide clock at a time: showing another slide stops the one before and keeps its time', async () => {
    await open(0, 2);
    await wait(0, 2, 10);
    await open(0, 3);
    const paused = await clock(0, 2);
    expect(paused?.running).toBe(false);
    expect(Number(paused?.seconds_before)).toBeGreaterThanOrEqual(10);
    // two slides open "at once" do not both gather time
    await wait(0, 3, 1000);
    expect((await complete(0, 2, 'reading')).statusCode).toBe(409);
    // back on the slide: its clock goes on from where it stopped
    const back = await open(0, 2);
    expect(back.spentSeconds).toBeGreaterThanOrEqual(10);
    expect((await clock(0, 3))?.running).toBe(false);
    expect((await complete(0, 3, 'reading')).statusCode).toBe(200);
  });

  it('starts the clock of a slide whose opening never reached the server, and refuses it until then', async () => {
    const res = await complete(0, 4, 'reading');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('slide_too_early');
    expect((await clock(0, 4))?.running).toBe(true);
  });

  it('refuses the module’s answers until every slide is completed, naming the slides still to complete', async () => {
    const res = await post(`/induction/${enrolmentKey}/answer/0`, { 'answer-0': '2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'slides_incomplete', remaining: [2, 4] });
  });
});
