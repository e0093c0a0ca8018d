import { addDays, CARD_PICKUP_DAYS, compareCalendarDates, DECISION_NOT_APPROVED, formatCents, readCalendarDate, SITE, todayIn, toIsoDate, type Company } from 'shared-contracts';
import type { PeopleRecord } from 'shared-contracts/tracking';

export type StageState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface Stage {
  key: 'received' | 'paid' | 'signed' | 'interviewed' | 'approved' | 'lodged' | 'decided' | 'dispatched' | 'pickedUp';
  title: string;
  state: StageState;
  date?: string;
  detail?: string;
}

type Draft = Omit<Stage, 'state'> & { done: boolean };

function paymentStage(person: PeopleRecord, company: Company): Draft {
  const charges = person.Charges;
  const paidAt = person._paidAt ?? charges?.paid?.paidAt ?? null;
  const dated = paidAt ? { date: paidAt } : {};
  const due = charges ? `${formatCents(charges.total)} (GST included)` : 'the fee';
  switch (charges?.arrangement) {
    case 'company-account':
      return { key: 'paid', title: `Paid through the ${company.name} company account`, done: true, detail: 'You have nothing to pay.' };
    case 'post-office':
      return { key: 'paid', title: 'Payment at the post office', done: Boolean(paidAt), ...dated, ...(paidAt ? {} : { detail: `You pay ${due} at the post office counter when you lodge your application.` }) };
    case 'at-lodgement':
      return { key: 'paid', title: 'Payment', done: Boolean(paidAt), ...dated, ...(paidAt ? {} : { detail: `You pay ${due} when you lodge your application.` }) };
    default:
      return { key: 'paid', title: 'Payment received', done: Boolean(paidAt), ...dated };
  }
}

function signingStage(person: PeopleRecord): Draft | null {
  const signing = person.OperationalNeedSigning;
  if (!signing || signing.by !== 'employer') return null;
  if (!signing.signedAt && person._opsApproved) return { key: 'signed', title: 'Operational need confirmed', done: true, date: person._opsApproved, detail: 'Our office has confirmed it.' };
  if (signing.signedAt) {
    return { key: 'signed', title: 'Operational need signed by your employer', done: true, date: signing.signedAt, detail: `Signed by ${signing.signer ?? 'your employer or sponsor'}. The signed letter is under Documents.` };
  }
  return {
    key: 'signed',
    title: 'Your employer signs your operational need',
    done: false,
    detail: `We have emailed ${signing.sentTo ?? 'your employer or sponsor'} a link to confirm why you need the card. Your application goes ahead once they have signed: you may want to let them know.`,
  };
}

export function statusTimeline(person: PeopleRecord, company: Company, now: Date = new Date()): Stage[] {
  const decision = person._ausCheckDecision;
  const posted = person._msicPosted;
  const refused = decision?.Decision === DECISION_NOT_APPROVED;
  const postedDate = readCalendarDate(posted?.PostedDate ?? null, company.timeZone);
  const pickupDate = postedDate ? addDays(postedDate, CARD_PICKUP_DAYS) : null;
  const pickedUp = pickupDate ? compareCalendarDates(todayIn(company.timeZone, now), pickupDate) >= 0 : false;
  const jobReady = person.Site === SITE.assetJobReady;

  const stages: (Draft | null)[] = [
    { key: 'received', title: 'Application received', done: true, detail: 'We have your application form.' },
    paymentStage(person, company),
    signingStage(person),
    { key: 'interviewed', title: 'Identity documents checked', done: Boolean(person._interviewedAt), ...(person._interviewedAt ? { date: person._interviewedAt } : {}) },
    jobReady ? null : { key: 'approved', title: 'Operational need approved', done: Boolean(person._opsApproved), ...(person._opsApproved ? { date: person._opsApproved } : {}) },
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
  return stages
    .filter((stage): stage is Draft => stage !== null)
    .map(({ done, ...stage }) => {
      if (refused && (stage.key === 'dispatched' || stage.key === 'pickedUp')) return { ...stage, state: 'stopped' as const };
      if (done) return { ...stage, state: 'done' as const };
      if (!currentGiven) {
        currentGiven = true;
        return { ...stage, state: 'current' as const };
      }
      return { ...stage, state: 'upcoming' as const };
    });
}
