import { randomBytes } from 'node:crypto';
import { MESSAGES, idToTrackingNumber } from 'shared-contracts/tracking';
import { useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { insertApplicant } from '../../test/people-fixtures';
import { LOGIN_RATE_LIMIT, TRACKER_RATE_LIMIT } from '../../lib/rate-limits';

/**
 * Issue 16, "limits that hold": the login (with or without resend) and the tracker count guesses per address and
 * per canonical person. One person can be written many ways (`6`, `06` … `000000006`, `VEP0001506`,
 * `VEA0001506`); every spelling is one bucket, so a birth date cannot be guessed eleven times faster by
 * spelling the person differently.
 */
const randomAddress = () => `10.${randomBytes(3).join('.')}`;

/** Every way of writing people id `id`: the digits padded with zeros up to nine, and both tracking prefixes. */
function spellingsOf(id: number): string[] {
  const digits = String(id);
  const padded = Array.from({ length: 10 - digits.length }, (_, i) => digits.padStart(digits.length + i, '0'));
  return [...padded, idToTrackingNumber(id, 'VEP'), idToTrackingNumber(id, 'VEA'), idToTrackingNumber(id, 'VEP').toLowerCase(), ` ${digits} `];
}

describe.each(engines)('canonical person keys of the login, resend and tracker limits on $name', (engine) => {
  const t = useTestApp(engine);

  it('the spellings of one person share one login bucket: wrong birth dates are refused with 429 on the eleventh attempt', async () => {
    const person = await insertApplicant(t.db);
    const spellings = spellingsOf(person.id);
    expect(spellings.length).toBeGreaterThanOrEqual(LOGIN_RATE_LIMIT.max + 1);
    const remoteAddress = randomAddress();
    const statuses: number[] = [];
    for (const [i, username] of spellings.slice(0, LOGIN_RATE_LIMIT.max + 1).entries()) {
      // a resend is the same call with `resend`: it counts in the same bucket
      const payload = { username, password: '1900-01-01', ...(i % 2 ? { resend: true } : {}) };
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([...Array(LOGIN_RATE_LIMIT.max).fill(401), 429]);
    // the right birth date is refused too now: the bucket is the person's, whatever was typed
    const right = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: idToTrackingNumber(person.id), password: person.birthdate }, remoteAddress });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MESSAGES.tooManyRequests });
    // another person from the same address, and the same person from another address, are not affected
    const other = await insertApplicant(t.db);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(other.id), password: '1900-01-01' }, remoteAddress })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(person.id), password: person.birthdate }, remoteAddress: randomAddress() })).statusCode).toBe(200);
  });

  it('the spellings of one tracking number share one tracker bucket', async () => {
    const person = await insertApplicant(t.db);
    const spellings = spellingsOf(person.id).filter((s) => /[a-z]/i.test(s));
    const remoteAddress = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= TRACKER_RATE_LIMIT.max; i++) {
      const payload = { VepNumber: spellings[i % spellings.length]!, Birthday: '1900-01-01' };
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/people/tracker', payload, remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([...Array(TRACKER_RATE_LIMIT.max).fill(404), 429]);
  });
});
