import type { FastifyInstance } from 'fastify';
import { href } from 'shared-contracts';
import type { InductionProgress } from 'shared-contracts/induction';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/http-error';
import { companySite } from '../../lib/site';
import type { EnrolmentRow } from '../../repositories/inductions';
import { completedSlidesOf } from './attendance';
import { ANSWERABLE, type StoredProgramme } from './programme';

export type { EnrolmentRow };

export const INDUCTION_NOT_FOUND = 'We could not find that induction. Check the link in your enrolment email.';

/** The enrolment of a player's link key, with its induction and the participant's status-page keys; 404 when there is none. */
export async function loadEnrolment(app: FastifyInstance, key: string): Promise<EnrolmentRow> {
  const row = await app.inductions.findEnrolment(key);
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

/** The participant's place in the induction (spec §3 induction progress, §4 resume). */
export async function progressOf(app: FastifyInstance, row: EnrolmentRow, programme: StoredProgramme, q?: Queryable): Promise<InductionProgress> {
  const inductions = app.inductions;
  const last = Math.max(programme.modules.length - 1, 0);
  const module = Math.min(row.current_module, last);
  const current = programme.modules[module];
  const answered = await inductions.answeredQuestions(row.id, module, q);
  const completed = row.completed_at !== null;
  const slides = current?.slides ?? [];
  const played = new Set(current ? await completedSlidesOf(inductions, row.id, current, q) : []);
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
      CertificateCode: completed ? await inductions.certificateCodeOf(row.id, q) : null,
    },
    redirect: statusPath(row),
    // spec §4 "redirected to the induction's domain": the host of the variant the participant was enrolled through
    // (issue 39), as the front ends' host rules give it (COMPANY_HOSTS, then <company>.<domain>)
    domain: new URL(companySite(app, row.company).origin).hostname,
    slide: completed ? slides.length : firstUnplayed,
    completedSlides: completed ? slides.map((s) => s.position) : [...played],
  };
}
