import * as z from 'zod/mini';
import { DECISION_NOT_APPROVED } from 'shared-contracts';
import { IsoDate, printable } from '../rules/common';
import type { ApplicationSteps } from './queue-stage';

export const OPERATOR_ACTIONS = ['interview', 'payment', 'ops-approval', 'auscheck-upload', 'decision', 'dispatch', 'redact'] as const;
export type OperatorActionKind = (typeof OPERATOR_ACTIONS)[number];

const at = z.optional(IsoDate);
export const OperatorAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('interview'), at }),
  z.object({ action: z.literal('payment'), at }),
  z.object({ action: z.literal('ops-approval'), at }),
  z.object({ action: z.literal('auscheck-upload'), at }),
  z.object({ action: z.literal('decision'), decision: z.enum(['Y', DECISION_NOT_APPROVED]), certdate: z.optional(IsoDate) }),
  z.object({ action: z.literal('dispatch'), method: printable(100).check(z.minLength(1, 'Say how the card was sent')), postedDate: IsoDate }),
  z.object({ action: z.literal('redact') }),
]);
export type OperatorAction = z.infer<typeof OperatorAction>;

/** All the order of steps depends on. */
export type ActionState = ApplicationSteps & { redacted: boolean };

/** The order of steps (spec §4 status page): the server refuses with this message (409). */
export function actionRefusal(state: ActionState, action: OperatorActionKind): string | null {
  switch (action) {
    case 'interview':
      return state._interviewedAt ? 'The interview is already recorded.' : null;
    case 'payment':
      return state._paidAt ? 'The payment is already recorded.' : null;
    case 'ops-approval':
      return state._opsApproved ? 'Operations approval is already recorded.' : null;
    case 'auscheck-upload':
      if (state._ausCheckUploaded) return 'The background check is already lodged.';
      return !state._paidAt || !state._opsApproved ? 'Record the payment and operations approval before lodging the background check.' : null;
    case 'decision':
      if (state._ausCheckDecision) return 'The decision is already recorded.';
      return !state._ausCheckUploaded ? 'Lodge the background check before recording its decision.' : null;
    case 'dispatch':
      if (state._msicPosted) return 'The card is already dispatched.';
      return state._ausCheckDecision?.Decision !== 'Y' ? 'Only an approved card can be dispatched.' : null;
    case 'redact':
      return state.redacted ? 'The record is already redacted.' : null;
  }
}

export const allowedActions = (state: ActionState): OperatorActionKind[] => OPERATOR_ACTIONS.filter((a) => actionRefusal(state, a) === null);
