import { MESSAGES } from 'shared-contracts/rules';

export const NETWORK_PROBLEM = MESSAGES.networkProblem;

/** What the track screen does with a failed call (spec §8 login errors). */
export type TrackingProblem = { kind: 'redacted' } | { kind: 'message'; message: string; field?: 'code' };
