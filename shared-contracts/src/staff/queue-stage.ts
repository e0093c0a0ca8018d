import type { PeopleRecord } from '../tracking/people-record';

/** Where an application stands in the issuing office's work (issue 19), in the order it moves through them. */
export const QUEUE_STAGES = ['awaiting-payment', 'operational-need', 'interview', 'background-check', 'decision', 'dispatch', 'done'] as const;
export type QueueStage = (typeof QUEUE_STAGES)[number];

export const QUEUE_STAGE_LABELS: Record<QueueStage, string> = {
  'awaiting-payment': 'Awaiting payment',
  'operational-need': 'Operational need',
  interview: 'Interview',
  'background-check': 'Background check',
  decision: 'Decision',
  dispatch: 'Dispatch',
  done: 'Done',
};

/** The step fields of the people record (spec §3) that place an application in the queue. */
export type ApplicationSteps = Pick<PeopleRecord, '_paidAt' | '_opsApproved' | '_interviewedAt' | '_ausCheckUploaded' | '_ausCheckDecision' | '_msicPosted'>;

/**
 * The stage of an application: the furthest step recorded decides, so that a step recorded out of the usual order
 * (an interview after the lodgement, which the operator API allows) never sends an application back. Done once the
 * card is dispatched or the decision is a refusal; waiting for dispatch after an approval; waiting for the decision
 * once the background check is lodged; otherwise the first of payment, operational-need approval and interview
 * still missing, then the lodgement of the background check.
 * The queue's SQL (api/src/repositories/staff-queue.ts) is tested against this function on both engines.
 */
export function queueStageOf(record: ApplicationSteps): QueueStage {
  if (record._msicPosted) return 'done';
  if (record._ausCheckDecision) return record._ausCheckDecision.Decision === 'Y' ? 'dispatch' : 'done';
  if (record._ausCheckUploaded) return 'decision';
  if (!record._paidAt) return 'awaiting-payment';
  if (!record._opsApproved) return 'operational-need';
  if (!record._interviewedAt) return 'interview';
  return 'background-check';
}
