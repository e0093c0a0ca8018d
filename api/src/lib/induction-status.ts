import { CARD_INDUCTION, href, type CardKind } from 'shared-contracts';
import type { Queryable } from '../db/types';
import type { InductionRepository } from '../repositories/inductions';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The inductions an applicant takes: the security awareness induction of their card (CARD_INDUCTION: the MSIC's,
 * or the ASIC's, issue 39), and those of the enrolment list (spec §9 ids 1 and 7) that belong to the person's own
 * company (the Southern Ports induction for spa); a company with no induction of its own, such as tasports, takes
 * its card's only. Which induction belongs to whom is data (the induction table).
 */
export async function inductionsFor(inductions: InductionRepository, company: string, card: CardKind, offered: readonly number[], q?: Queryable): Promise<number[]> {
  const [, ...others] = offered;
  const own = await inductions.companyInductions(company, others, q);
  return [CARD_INDUCTION[card], ...own];
}

/**
 * A person's inductions for the status lists (spec §3 induction status list entry), with the verification code of
 * each completed induction's certificate (issued on first asking for inductions completed before certificates).
 * Read by the applicant's status page (routes/people-inductions) and the card holder's (routes/foreign-card).
 */
export async function inductionList(inductions: InductionRepository, peopleId: number, q?: Queryable) {
  const rows = await inductions.enrolmentsOf(peopleId, q);
  const list = [];
  for (const r of rows) {
    const code = r.completed_at === null ? null : (r.code ?? (await inductions.certificateCodeOf(r.id, q)));
    list.push({ inductionName: r.name, url: href('induction', { inductionId: r.access_key }), completedAt: iso(r.completed_at), certificateCode: code });
  }
  return { hasInductions: list.some((i) => i.completedAt === null), inductions: list };
}
