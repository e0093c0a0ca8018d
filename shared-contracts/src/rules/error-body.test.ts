import * as z from 'zod/mini';
import { readErrorBody } from 'shared-contracts';
import { ApiErrorBody } from './error-body';

// The kernel reads error answers without zod (transport/errors.ts readErrorBody): held here to the schema the API
// answers with, on every kind of body.
describe('readErrorBody reads what ApiErrorBody accepts, and only that', () => {
  it.each([
    [{ message: 'Some answers need correcting', fieldErrors: { Firstname: ['Enter your first name'] } }],
    [{ message: 'The code is not correct', code: 'invalid_verification' }],
    [{ message: 'This link has expired', code: 'link_expired', randomId: 'k3J9x' }],
    [{ message: 'Bad', in: 'body', fieldErrors: {} }],
    [{ message: 'Bad', in: 'cookies' }],
    [{ message: 'Bad', fieldErrors: { a: 'not a list' } }],
    [{ message: 7, code: 'x' }],
    [{ error: 'rate_limited' }],
    ['a plain text answer'],
    [undefined],
    [[1, 2]],
  ])('%j', (payload) => {
    const parsed = z.safeParse(ApiErrorBody, payload);
    const read = readErrorBody(payload);
    if (parsed.success) {
      expect(read).toEqual({
        serverMessage: parsed.data.message,
        ...(parsed.data.code !== undefined ? { code: parsed.data.code } : {}),
        fieldErrors: parsed.data.fieldErrors ?? {},
        ...(parsed.data.randomId !== undefined ? { randomId: parsed.data.randomId } : {}),
      });
    } else {
      expect(read.fieldErrors).toEqual({});
      expect(read.randomId).toBeUndefined();
    }
  });
});
