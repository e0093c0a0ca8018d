import { randomInt } from 'node:crypto';
import { randomToken } from '../lib/secrets';
import type { InductionQuestion, SlideCompletionWay } from 'shared-contracts/induction';
import type { Db, Queryable } from '../db/types';

/** A question as stored: the browser's view of it plus what only the server knows (the right answer). */
export interface StoredQuestion {
  position: number;
  page: 1 | 2;
  type: InductionQuestion['type'];
  text: string;
  options: { value: number; label: string }[];
  correct: number[];
  error: string | null;
  slides: number[];
  id: number;
}

export interface StoredSlide {
  position: number;
  title: string | null;
  text: string;
  audio: string | null;
  navTitle: string | null;
  /** how long the narration lasts (null for a slide without one) */
  narrationSeconds: number | null;
  points: string[];
  figure: { file: string; alt: string } | null;
}

export interface StoredModule {
  id: number;
  position: number;
  parentId: number | null;
  title: string;
  secondPage: { title: string; text: string | null } | null;
  slides: StoredSlide[];
  /** page 1 then page 2, by position: `answer-{position}` answers question `position` */
  questions: StoredQuestion[];
}

export interface StoredProgramme {
  id: number;
  name: string;
  modules: StoredModule[];
}

export interface EnrolmentRow extends Record<string, unknown> {
  id: number;
  /** the key of the player's link (/induction/{key}): 192 random bits (issue 40) */
  access_key: string;
  induction_id: number;
  people_id: number;
  current_module: number;
  completed_at: string | Date | null;
  program_id: number;
  name: string;
  company: string;
  people_random_id: string;
  induction_only: boolean;
}

export interface CertificateRecord extends Record<string, unknown> {
  code: string;
  completed_at: string | Date;
  induction_name: string;
  programme_name: string;
  firstname: string;
  middlenames: string | null;
  surname: string;
  company: string;
  program_id: number;
  enrolment_id: number;
}

/** One induction of a person's status list, with its certificate code when it has one. */
export interface EnrolmentListRow extends Record<string, unknown> {
  id: number;
  access_key: string;
  name: string;
  completed_at: string | Date | null;
  code: string | null;
}

interface SlideClock extends Record<string, unknown> {
  spent: number | string;
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : typeof value === 'string' ? (JSON.parse(value) as T[]) : []);

/** Crockford's base 32: no I, L, O or U, so that a code read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random verification code, XXXX-XXXX-XXXX: 60 random bits, so codes cannot be guessed (lookups are rate-limited too). */
export function newCertificateCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

const MIN_ENROLMENT_ID = 1_000_000;
const MAX_ENROLMENT_ID = 2_147_483_647;

/**
 * Enrols a person in inductions (idempotent: an existing enrolment is kept), through the site of `company` (issue 39:
 * the variant whose brand, address and time zone the player, the mails and the certificate use); unset: the person's
 * own company. The player's link is the participant's only key to their induction, so it carries `access_key`, 192
 * random bits (issue 40: the random integer id it carried before had 31); the id stays random so that ids of
 * enrolments say nothing of how many there are.
 */
export async function enrol(q: Queryable, peopleId: number, inductionIds: readonly number[], company?: string): Promise<void> {
  for (const inductionId of inductionIds) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [existing] = await q.query('SELECT id FROM induction_enrolment WHERE people_id = $1 AND induction_id = $2', [peopleId, inductionId]);
      if (existing) break;
      await q.query(
        `INSERT INTO induction_enrolment (id, induction_id, people_id, access_key, company)
         VALUES ($1, $2, $3, $4, COALESCE($5::text, (SELECT company FROM people WHERE id = $3))) ON CONFLICT DO NOTHING`,
        [randomInt(MIN_ENROLMENT_ID, MAX_ENROLMENT_ID), inductionId, peopleId, randomToken(), company ?? null],
      );
    }
  }
}

/** Loads a programme with its modules, slides and questions in order; undefined when there is none. */
async function loadProgramme(q: Queryable, programId: number): Promise<StoredProgramme | undefined> {
  const [programme] = await q.query<{ id: number; name: string }>('SELECT id, name FROM induction_program WHERE id = $1', [programId]);
  if (!programme) return undefined;
  const modules = await q.query<{ id: number; position: number; parent_id: number | null; title: string; second_page_title: string | null; second_page_text: string | null }>(
    'SELECT id, position, parent_id, title, second_page_title, second_page_text FROM induction_module WHERE program_id = $1 ORDER BY position',
    [programId],
  );
  const slides = await q.query<{
    module_id: number;
    position: number;
    title: string | null;
    text: string;
    audio: string | null;
    nav_title: string | null;
    narration_seconds: number | null;
    points: unknown;
    figure: string | null;
    figure_alt: string | null;
  }>(
    `SELECT s.module_id, s.position, s.title, s.text, s.audio, s.nav_title, s.narration_seconds, s.points, s.figure, s.figure_alt FROM induction_slide s
     JOIN induction_module m ON m.id = s.module_id WHERE m.program_id = $1 ORDER BY s.module_id, s.position`,
    [programId],
  );
  const questions = await q.query<{ id: number; module_id: number; position: number; page: number; type: InductionQuestion['type']; text: string; options: unknown; correct: unknown; error: string | null; related_slides: unknown }>(
    `SELECT q.id, q.module_id, q.position, q.page, q.type, q.text, q.options, q.correct, q.error, q.related_slides FROM induction_question q
     JOIN induction_module m ON m.id = q.module_id WHERE m.program_id = $1 ORDER BY q.module_id, q.position`,
    [programId],
  );
  return {
    id: programme.id,
    name: programme.name,
    modules: modules.map((m) => ({
      id: m.id,
      position: m.position,
      parentId: m.parent_id,
      title: m.title,
      secondPage: m.second_page_title ? { title: m.second_page_title, text: m.second_page_text } : null,
      slides: slides
        .filter((s) => s.module_id === m.id)
        .map((s) => ({
          position: s.position,
          title: s.title,
          text: s.text,
          audio: s.audio,
          navTitle: s.nav_title,
          narrationSeconds: s.narration_seconds === null ? null : Number(s.narration_seconds),
          points: asArray<string>(s.points),
          figure: s.figure ? { file: s.figure, alt: s.figure_alt ?? '' } : null,
        })),
      questions: questions
        .filter((q) => q.module_id === m.id)
        .map((q) => ({
          id: q.id,
          position: q.position,
          page: q.page === 2 ? 2 : 1,
          type: q.type,
          text: q.text,
          options: asArray<{ value: number; label: string }>(q.options),
          correct: asArray<number>(q.correct),
          error: q.error,
          slides: asArray<number>(q.related_slides),
        })),
    })),
  };
}

/**
 * The induction aggregate: programmes (induction_program, _module, _slide, _question), the inductions offered
 * (induction), enrolments with their answers, slide clocks and completions, and certificates. Its SQL only: the
 * rules (proof of attendance, the answer check) stay with the routes that apply them. Each method runs on `q` when
 * given (the caller's transaction), else on the database.
 */
export function createInductionRepository(db: Db) {
  return {
    programme: (programId: number, q: Queryable = db) => loadProgramme(q, programId),

    /** The enrolment of a player's link key, with its induction and the participant's status-page keys; undefined when there is none. */
    async findEnrolment(accessKey: string, q: Queryable = db): Promise<EnrolmentRow | undefined> {
      const [row] = await q.query<EnrolmentRow>(
        `SELECT e.id, e.access_key, e.induction_id, e.people_id, e.current_module, e.completed_at, i.program_id, i.name, COALESCE(e.company, p.company) AS company,
                p.random_id AS people_random_id,
                (e.induction_only OR p.incomplete_form_id IS NULL OR COALESCE(p.extra_data->>'inductionOnly', '') = 'true') AS induction_only
         FROM induction_enrolment e JOIN induction i ON i.id = e.induction_id JOIN people p ON p.id = e.people_id
         WHERE e.access_key = $1`,
        [accessKey],
      );
      return row;
    },

    /** Serialises the changes of one enrolment (two tabs of one participant) for the rest of the transaction. */
    async lockEnrolment(enrolmentId: number, tx: Queryable): Promise<void> {
      await tx.query('SELECT id FROM induction_enrolment WHERE id = $1 FOR UPDATE', [enrolmentId]);
    },

    enrol: (peopleId: number, inductionIds: readonly number[], company: string | undefined, q: Queryable = db) => enrol(q, peopleId, inductionIds, company),

    /** Marks the person's enrolments in these inductions as made through the induction-only enrolment (issue 39). */
    async markInductionOnly(peopleId: number, inductionIds: readonly number[], q: Queryable = db): Promise<void> {
      await q.query('UPDATE induction_enrolment SET induction_only = true WHERE people_id = $1 AND induction_id = ANY($2::int[])', [peopleId, inductionIds]);
    },

    /** Of the inductions offered after the first, those that belong to the company, by id. */
    async companyInductions(company: string, ids: readonly number[], q: Queryable = db): Promise<number[]> {
      const rows = await q.query<{ id: number }>('SELECT id FROM induction WHERE company = $1 AND id = ANY($2::int[]) ORDER BY id', [company, ids]);
      return rows.map((r) => r.id);
    },

    /** The person's enrolments in the given inductions, with the induction's name (the enrolment mail's links). */
    enrolmentsIn: (peopleId: number, inductionIds: readonly number[], q: Queryable = db) =>
      q.query<{ id: number; access_key: string; name: string }>(
        `SELECT e.id, e.access_key, i.name FROM induction_enrolment e JOIN induction i ON i.id = e.induction_id WHERE e.people_id = $1 AND e.induction_id = ANY($2::int[]) ORDER BY e.induction_id`,
        [peopleId, inductionIds],
      ),

    /** The inductions a person is enrolled in, by induction id. */
    async inductionIdsOf(peopleId: number, q: Queryable = db): Promise<number[]> {
      const rows = await q.query<{ induction_id: number }>('SELECT induction_id FROM induction_enrolment WHERE people_id = $1 ORDER BY induction_id', [peopleId]);
      return rows.map((r) => r.induction_id);
    },

    /** A person's enrolments for the status lists, with their certificate codes. */
    enrolmentsOf: (peopleId: number, q: Queryable = db) =>
      q.query<EnrolmentListRow>(
        `SELECT e.id, e.access_key, i.name, e.completed_at, c.code FROM induction_enrolment e JOIN induction i ON i.id = e.induction_id
         LEFT JOIN induction_certificate c ON c.enrolment_id = e.id
         WHERE e.people_id = $1 ORDER BY e.induction_id`,
        [peopleId],
      ),

    /** The questions of a module the participant has answered correctly. */
    async answeredQuestions(enrolmentId: number, module: number, q: Queryable = db): Promise<Set<number>> {
      const rows = await q.query<{ question: number }>('SELECT question FROM induction_answer WHERE enrolment_id = $1 AND module = $2', [enrolmentId, module]);
      return new Set(rows.map((r) => r.question));
    },

    async recordCorrectAnswers(enrolmentId: number, module: number, questions: readonly number[], q: Queryable = db): Promise<void> {
      for (const question of questions) {
        await q.query('INSERT INTO induction_answer (enrolment_id, module, question) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [enrolmentId, module, question]);
      }
    },

    /** The participant moves on to module `next`. */
    async advance(enrolmentId: number, next: number, q: Queryable = db): Promise<void> {
      await q.query('UPDATE induction_enrolment SET current_module = $2 WHERE id = $1', [enrolmentId, next]);
    },

    /** The induction is completed, on its last module. */
    async complete(enrolmentId: number, lastModule: number, q: Queryable = db): Promise<void> {
      await q.query('UPDATE induction_enrolment SET current_module = $2, completed_at = now() WHERE id = $1', [enrolmentId, lastModule]);
    },

    /** The slides of a module completed by the participant. */
    async completedSlides(enrolmentId: number, module: number, q: Queryable = db): Promise<Set<number>> {
      const rows = await q.query<{ slide: number }>('SELECT slide FROM induction_slide_completion WHERE enrolment_id = $1 AND module = $2', [enrolmentId, module]);
      return new Set(rows.map((r) => r.slide));
    },

    /**
     * Starts (or keeps running) a slide's clock, stopping every other running clock of the enrolment (keeping the
     * time each has run), and answers the time this one has run so far. Every time is the database's `now()`.
     */
    async startClock(enrolmentId: number, module: number, slide: number, tx: Queryable): Promise<number> {
      await tx.query(
        `UPDATE induction_slide_time
         SET seconds_before = seconds_before + GREATEST(0, EXTRACT(EPOCH FROM now() - active_since)), active_since = NULL
         WHERE enrolment_id = $1 AND active_since IS NOT NULL AND NOT (module = $2 AND slide = $3)`,
        [enrolmentId, module, slide],
      );
      const [row] = await tx.query<SlideClock>(
        `INSERT INTO induction_slide_time (enrolment_id, module, slide, active_since) VALUES ($1, $2, $3, now())
         ON CONFLICT (enrolment_id, module, slide) DO UPDATE SET active_since = COALESCE(induction_slide_time.active_since, now())
         RETURNING seconds_before + GREATEST(0, EXTRACT(EPOCH FROM now() - active_since)) AS spent`,
        [enrolmentId, module, slide],
      );
      return Number(row?.spent ?? 0);
    },

    /** How long a slide's clock has run, in seconds; undefined when it never started. */
    async clockOf(enrolmentId: number, module: number, slide: number, q: Queryable = db): Promise<number | undefined> {
      const [clock] = await q.query<SlideClock>(
        `SELECT seconds_before + COALESCE(GREATEST(0, EXTRACT(EPOCH FROM now() - active_since)), 0) AS spent
         FROM induction_slide_time WHERE enrolment_id = $1 AND module = $2 AND slide = $3`,
        [enrolmentId, module, slide],
      );
      return clock ? Number(clock.spent) : undefined;
    },

    /** The slide is completed: its clock stops at `spent` and the way and time are recorded. */
    async completeSlide(enrolmentId: number, module: number, slide: number, by: SlideCompletionWay, spent: number, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE induction_slide_time SET seconds_before = $4, active_since = NULL WHERE enrolment_id = $1 AND module = $2 AND slide = $3`, [
        enrolmentId,
        module,
        slide,
        spent,
      ]);
      await q.query(
        `INSERT INTO induction_slide_completion (enrolment_id, module, slide, completed_by, seconds_spent) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [enrolmentId, module, slide, by, spent],
      );
    },

    /** The time recorded on the slides of an enrolment: the seconds, and how many slides were timed. */
    async timeOnSlides(enrolmentId: number, q: Queryable = db): Promise<{ seconds: number; timed: number }> {
      const [time] = await q.query<{ seconds: number | string | null; timed: number | string }>(
        'SELECT SUM(seconds_spent) AS seconds, COUNT(seconds_spent) AS timed FROM induction_slide_completion WHERE enrolment_id = $1',
        [enrolmentId],
      );
      return { seconds: Number(time?.seconds ?? 0), timed: Number(time?.timed ?? 0) };
    },

    /**
     * The certificate of a completed enrolment, issued on first asking (idempotent: an enrolment has one certificate,
     * whenever it was completed, including inductions completed before certificates existed).
     */
    async certificateCodeOf(enrolmentId: number, q: Queryable = db): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [existing] = await q.query<{ code: string }>('SELECT code FROM induction_certificate WHERE enrolment_id = $1', [enrolmentId]);
        if (existing) return existing.code;
        // ON CONFLICT without a target: another request issued it first (enrolment_id), or the code is taken (code)
        await q.query('INSERT INTO induction_certificate (code, enrolment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [newCertificateCode(), enrolmentId]);
      }
      throw new Error(`Could not issue a certificate for enrolment ${enrolmentId}`);
    },

    /**
     * What a code certifies: the participant, the induction and its programme, the completion date and the site they
     * enrolled through. Nothing for an unknown code, nor for a record whose personal data is withheld from online
     * access (redacted).
     */
    async findCertificate(code: string, q: Queryable = db): Promise<CertificateRecord | undefined> {
      const [row] = await q.query<CertificateRecord>(
        `SELECT c.code, e.completed_at, i.name AS induction_name, pr.name AS programme_name, p.firstname, p.middlenames, p.surname,
                COALESCE(e.company, p.company) AS company, i.program_id, e.id AS enrolment_id
         FROM induction_certificate c
         JOIN induction_enrolment e ON e.id = c.enrolment_id
         JOIN induction i ON i.id = e.induction_id
         JOIN induction_program pr ON pr.id = i.program_id
         JOIN people p ON p.id = e.people_id
         WHERE c.code = $1 AND e.completed_at IS NOT NULL AND p.redacted_at IS NULL`,
        [code],
      );
      return row;
    },
  };
}

export type InductionRepository = ReturnType<typeof createInductionRepository>;
