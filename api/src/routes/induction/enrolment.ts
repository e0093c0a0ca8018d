import { randomInt } from 'node:crypto';
import { DEFAULT_COMPANY, href, isCompanyId } from 'shared-contracts';
import type { InductionProgress } from 'shared-contracts/api';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/http-error';
import { certificateCodeOf } from '../induction-certificates/certificates';
import { completedSlidesOf } from './attendance';
import { ANSWERABLE, type StoredProgramme } from './programme';

export const INDUCTION_NOT_FOUND = 'We could not find that induction. Check the link in your enrolment email.';

export interface EnrolmentRow extends Record<string, unknown> {
  id: number;
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

/** An enrolment with its induction and the participant's status-page keys; 404 when there is none. */
export async function loadEnrolment(db: Queryable, id: number): Promise<EnrolmentRow> {
  const [row] = await db.query<EnrolmentRow>(
    `SELECT e.id, e.induction_id, e.people_id, e.current_module, e.completed_at, i.program_id, i.name, i.company,
            p.random_id AS people_random_id,
            (p.incomplete_form_id IS NULL OR COALESCE(p.extra_data->>'inductionOnly', '') = 'true') AS induction_only
     FROM induction_enrolment e JOIN induction i ON i.id = e.induction_id JOIN people p ON p.id = e.people_id
     WHERE e.id = $1`,
    [id],
  );
  if (!row) throw notFound(INDUCTION_NOT_FOUND);
  return row;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Where a participant goes once the induction is done: an induction-only participant to the induction status
 * page (both ids), an applicant to the application's status page.
 */
export function statusPath(row: Pick<EnrolmentRow, 'people_id' | 'people_random_id' | 'induction_only'>): string {
  return row.induction_only ? href('inductionStatus', { id: row.people_id, randomId: row.people_random_id }) : href('status', { peopleId: row.people_id });
}

/**
 * The host name of a company's site (spec §4: the player redirects to the induction's domain unless the company
 * is tasports or spa): the public site's host for the default company, `<company>.<host>` for the others, the
 * way company sub-domains select a variant.
 */
export function companyDomain(company: string, publicSiteUrl: string): string {
  const host = new URL(publicSiteUrl).hostname;
  return !isCompanyId(company) || company === DEFAULT_COMPANY ? host : `${company}.${host}`;
}

/** The participant's place in the induction (spec §3 induction progress, §4 resume). */
export async function progressOf(db: Queryable, row: EnrolmentRow, programme: StoredProgramme, publicSiteUrl: string): Promise<InductionProgress> {
  const last = Math.max(programme.modules.length - 1, 0);
  const module = Math.min(row.current_module, last);
  const current = programme.modules[module];
  const answered = new Set(
    (await db.query<{ question: number }>('SELECT question FROM induction_answer WHERE enrolment_id = $1 AND module = $2', [row.id, module])).map((r) => r.question),
  );
  const completed = row.completed_at !== null;
  const slides = current?.slides ?? [];
  const played = new Set(current ? await completedSlidesOf(db, row.id, current) : []);
  const firstUnplayed = slides.find((s) => !played.has(s.position))?.position ?? slides.length;
  return {
    module,
    unanswered: completed ? [] : (current?.questions ?? []).filter((q) => ANSWERABLE.has(q.type) && !answered.has(q.position)).map((q) => q.position),
    induction: {
      Id: row.id,
      ProgramId: row.program_id,
      Name: row.name,
      Company: row.company,
      CompletedAt: iso(row.completed_at),
      CertificateCode: completed ? await certificateCodeOf(db, row.id) : null,
    },
    redirect: statusPath(row),
    domain: companyDomain(row.company, publicSiteUrl),
    slide: completed ? slides.length : firstUnplayed,
    completedSlides: completed ? slides.map((s) => s.position) : [...played],
  };
}

const MIN_ENROLMENT_ID = 1_000_000;
const MAX_ENROLMENT_ID = 2_147_483_647;

/**
 * Enrols a person in inductions (idempotent: an existing enrolment is kept). Enrolment ids are random, since the
 * player's link is the participant's only key to their induction.
 */
export async function enrol(db: Queryable, peopleId: number, inductionIds: readonly number[]): Promise<void> {
  for (const inductionId of inductionIds) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [existing] = await db.query('SELECT id FROM induction_enrolment WHERE people_id = $1 AND induction_id = $2', [peopleId, inductionId]);
      if (existing) break;
      await db.query('INSERT INTO induction_enrolment (id, induction_id, people_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        randomInt(MIN_ENROLMENT_ID, MAX_ENROLMENT_ID),
        inductionId,
        peopleId,
      ]);
    }
  }
}

/**
 * The inductions a person takes (spec §9 enrolment ids 1 and 7): the MSIC induction, and those that belong to the
 * person's own company (the Southern Ports induction for spa); a company with no induction of its own, such as
 * tasports, takes the MSIC induction only. Which induction belongs to whom is data (the induction table).
 */
export async function inductionsFor(db: Queryable, company: string, offered: readonly number[]): Promise<number[]> {
  const [first, ...others] = offered;
  const own = await db.query<{ id: number }>('SELECT id FROM induction WHERE company = $1 AND id = ANY($2::int[]) ORDER BY id', [company, others]);
  return [...(first === undefined ? [] : [first]), ...own.map((r) => r.id)];
}

/**
 * A person's inductions for the status lists (spec §3 induction status list entry), with the verification code of
 * each completed induction's certificate (issued on first asking for inductions completed before certificates).
 */
export async function inductionList(db: Queryable, peopleId: number) {
  const rows = await db.query<{ id: number; name: string; completed_at: string | Date | null; code: string | null }>(
    `SELECT e.id, i.name, e.completed_at, c.code FROM induction_enrolment e JOIN induction i ON i.id = e.induction_id
     LEFT JOIN induction_certificate c ON c.enrolment_id = e.id
     WHERE e.people_id = $1 ORDER BY e.induction_id`,
    [peopleId],
  );
  const inductions = [];
  for (const r of rows) {
    const code = r.completed_at === null ? null : (r.code ?? (await certificateCodeOf(db, r.id)));
    inductions.push({ inductionName: r.name, url: href('induction', { inductionId: r.id }), completedAt: iso(r.completed_at), certificateCode: code });
  }
  return { hasInductions: inductions.some((i) => i.completedAt === null), inductions };
}
