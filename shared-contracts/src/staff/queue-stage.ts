import * as z from 'zod/mini';
import type { PeopleRecord } from '../tracking/people-record';
import { canonicalInt } from '../rules/path-params';
import { IsoDate, printable, Timestamp } from '../rules/common';

/** In the order an application moves through them. */
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

export type ApplicationSteps = Pick<PeopleRecord, '_paidAt' | '_opsApproved' | '_interviewedAt' | '_ausCheckUploaded' | '_ausCheckDecision' | '_msicPosted'>;

/** The furthest step recorded decides; the queue's SQL (api/src/repositories/staff-queue.ts) is tested against it. */
export function queueStageOf(record: ApplicationSteps): QueueStage {
  if (record._msicPosted) return 'done';
  if (record._ausCheckDecision) return record._ausCheckDecision.Decision === 'Y' ? 'dispatch' : 'done';
  if (record._ausCheckUploaded) return 'decision';
  if (!record._paidAt) return 'awaiting-payment';
  if (!record._opsApproved) return 'operational-need';
  if (!record._interviewedAt) return 'interview';
  return 'background-check';
}

export const QUEUE_PAGE_SIZE = 25;

/** `q`: a tracking number, name, email, or birth date dd/mm/yyyy or yyyy-mm-dd. */
export const QueueQuery = z.object({
  stage: z.optional(z.enum(QUEUE_STAGES)),
  q: z.optional(printable(100)),
  page: z.optional(canonicalInt(1, 100_000, 'Expected a page number')),
});
export type QueueQuery = z.infer<typeof QueueQuery>;

export const QueueItem = z.object({
  trackingNumber: z.string(),
  name: z.string(),
  email: z.string(),
  birthDate: IsoDate,
  company: z.string(),
  stage: z.enum(QUEUE_STAGES),
  submittedAt: Timestamp,
});
export type QueueItem = z.infer<typeof QueueItem>;

export const QueuePage = z.object({ items: z.array(QueueItem), total: z.int(), page: z.int(), pageSize: z.int() });
export type QueuePage = z.infer<typeof QueuePage>;
