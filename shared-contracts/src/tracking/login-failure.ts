import { isApiError, LOGIN_ERROR_CODES } from 'shared-contracts';

export type LoginFailure = 'invalid-verification' | 'expired-verification' | 'redacted' | 'not-found' | 'rate-limited' | 'other';

/** Spec §8: any other 401 is a person not found. */
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
