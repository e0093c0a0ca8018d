import { loginFailure, MESSAGES, rateLimitMessage, isApiError, errorMessage } from 'shared-contracts/api';
import { NETWORK_PROBLEM, type TrackingProblem } from './tracking-problem';

/**
 * Login 401 invalid_verification and expired_verification: the code messages; 401 redacted: the redacted screen;
 * any other 401 (and the tracker's 404): person not found; 429: the server's message.
 */
export function trackingProblem(error: unknown): TrackingProblem {
  if (isApiError(error) && error.endpoint === 'tracker' && error.status === 404) return { kind: 'message', message: MESSAGES.personNotFound };
  switch (loginFailure(error)) {
    case 'invalid-verification':
      return { kind: 'message', message: MESSAGES.invalidVerification, field: 'code' };
    case 'expired-verification':
      return { kind: 'message', message: MESSAGES.expiredVerification, field: 'code' };
    case 'redacted':
      return { kind: 'redacted' };
    case 'not-found':
      return { kind: 'message', message: MESSAGES.personNotFound };
    case 'rate-limited':
      return { kind: 'message', message: rateLimitMessage(error as Parameters<typeof rateLimitMessage>[0]) };
    default:
      return { kind: 'message', message: isApiError(error) && error.kind === 'network' ? NETWORK_PROBLEM : errorMessage(error) };
  }
}
