import { isApiError, LOGIN_ERROR_CODES } from 'shared-contracts';

export type LoginFailure = 'invalid-verification' | 'expired-verification' | 'redacted' | 'not-found' | 'rate-limited' | 'other';

/**
 * Login failures of spec §8: 401 invalid_verification, 401 expired_verification, 401 redacted (the redacted
 * screen), any other 401 (person not found), 429 (show the server's message).
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return 'other';
  if (error.status === 429) return 'rate-limited';
  if (error.status !== 401) return 'other';
  switch (error.code) {
    case LOGIN_ERROR_CODES.invalidVerification:
      return 'invalid-verification';
    case LOGIN_ERROR_CODES.expiredVerification:
      return 'expired-verification';
    case LOGIN_ERROR_CODES.redacted:
      return 'redacted';
    default:
      return 'not-found';
  }
}
