import { addDays, CARD_PICKUP_DAYS, compareCalendarDates, DECISION_NOT_APPROVED, readCalendarDate, todayIn, toIsoDate, type Company } from 'shared-contracts';
import type { PeopleRecord } from 'shared-contracts/api';

export type StageState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface Stage {
  key: 'received' | 'paid' | 'interviewed' | 'approved' | 'lodged' | 'decided' | 'dispatched' | 'pickedUp';
  title: string;
  state: StageState;
  /** the stage's date (ISO), when known or expected */
  date?: string;
  /** a line under the title: what the stage means for the applicant now */
  detail?: string;
}

/**
 * The status page's progress as dated stages (spec §4 status page): the background check's lodgement date once it
 * is uploaded; decision N stops the timeline with the office message; otherwise dispatch and posted date, and the
 * card counted as picked up 30 days after dispatch (§9).
 */
export function statusTimeline(person: PeopleRecord, company: Company, now: Date = new Date()): Stage[] {
  const decision = person._ausCheckDecision;
  const posted = person._msicPosted;
  const refused = decision?.Decision === DECISION_NOT_APPROVED;
  const postedDate = readCalendarDate(posted?.PostedDate ?? null, company.timeZone);
  const pickupDate = postedDate ? addDays(postedDate, CARD_PICKUP_DAYS) : null;
  const pickedUp = pickupDate ? compareCalendarDates(todayIn(company.timeZone, now), pickupDate) >= 0 : false;

  const stages: (Omit<Stage, 'state'> & { done: boolean })[] = [
    { key: 'received', title: 'Application received', done: true, detail: 'We have your application form.' },
    { key: 'paid', title: 'Payment received', done: Boolean(person._paidAt), ...(person._paidAt ? { date: person._paidAt } : {}) },
    { key: 'interviewed', title: 'Identity documents checked', done: Boolean(person._interviewedAt), ...(person._interviewedAt ? { date: person._interviewedAt } : {}) },
    { key: 'approved', title: 'Operational need approved', done: Boolean(person._opsApproved), ...(person._opsApproved ? { date: person._opsApproved } : {}) },
    {
      key: 'lodged',
      title: 'Background check lodged',
      done: Boolean(person._ausCheckUploaded),
      ...(person._ausCheckUploaded ? { date: person._ausCheckUploaded, detail: 'Your background check has been lodged with AusCheck.' } : {}),
    },
    {
      key: 'decided',
      title: refused ? 'Background check processed' : 'Background check approved',
      done: Boolean(decision),
      ...(decision?.Certdate ? { date: decision.Certdate } : {}),
    },
    {
      key: 'dispatched',
      title: 'Card dispatched',
      done: Boolean(posted),
      ...(postedDate ? { date: toIsoDate(postedDate) } : {}),
      ...(posted ? { detail: `Sent by ${posted.Dispatch}.` } : {}),
    },
    {
      key: 'pickedUp',
      title: 'Card picked up',
      done: pickedUp,
      ...(pickupDate ? { date: toIsoDate(pickupDate), detail: pickedUp ? `We count a card as picked up ${CARD_PICKUP_DAYS} days after dispatch.` : `Expected by this date (${CARD_PICKUP_DAYS} days after dispatch).` } : {}),
    },
  ];

  let currentGiven = false;
  return stages.map(({ done, ...stage }) => {
    if (refused && (stage.key === 'dispatched' || stage.key === 'pickedUp')) return { ...stage, state: 'stopped' as const };
    if (done) return { ...stage, state: 'done' as const };
    if (!currentGiven) {
      currentGiven = true;
      return { ...stage, state: 'current' as const };
    }
    return { ...stage, state: 'upcoming' as const };
  });
}
