import { MESSAGES } from '../../rules/messages';
import { formFetchFailure } from '../../form/form-fetch-failure';
import { loginFailure } from '../../tracking/login-failure';
import { ApiError, errorMessage, isApiError, rateLimitMessage } from './errors';

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, message: `HTTP ${status}`, ...extra });

describe('§8 error catalogue', () => {
  it.each([
    [http(401, { code: 'invalid_verification' }), 'invalid-verification'],
    [http(401, { code: 'expired_verification' }), 'expired-verification'],
    [http(401, { code: 'redacted' }), 'redacted'],
    [http(401), 'not-found'],
    [http(429), 'rate-limited'],
    [http(500), 'other'],
    [new Error('x'), 'other'],
  ])('login failure %#', (error, expected) => expect(loginFailure(error)).toBe(expected));

  it("Form fetch 401 goes to link-expired; other form fetch errors go to record-not-found", () => {
    expect(formFetchFailure(http(401))).toBe('link-expired');
    expect(formFetchFailure(http(404))).toBe('record-not-found');
    expect(formFetchFailure(new ApiError({ kind: 'network', status: -1, message: 'x' }))).toBe('record-not-found');
  });

  it("Resend link: 429 gives 'Too many requests...'; otherwise the server message, else 'Unknown error...'", () => {
    expect(errorMessage(http(429))).toBe(MESSAGES.tooManyRequests);
    expect(errorMessage(http(429, { serverMessage: 'Wait a minute' }))).toBe('Wait a minute');
    expect(errorMessage(http(400, { serverMessage: 'No such form' }))).toBe('No such form');
    expect(errorMessage(http(500))).toBe(MESSAGES.unknownError);
    expect(errorMessage(new TypeError('boom'))).toBe(MESSAGES.unknownError);
    expect(rateLimitMessage(http(429))).toBe('Too many requests, please try again in a minute');
  });

  it('ApiError is an Error with its fields, recognised across module copies', () => {
    const e = http(404, { endpoint: 'person', fieldErrors: { id: ['Expected an id'] } });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(e.fieldErrors).toEqual({ id: ['Expected an id'] });
    expect(isApiError(e)).toBe(true);
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', kind: 'http', status: 500 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
