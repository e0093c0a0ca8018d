import { decodeJwt, isAuthenticated, tokenState } from './jwt';

const b64url = (s: string) => Buffer.from(s).toString('base64url');
const jwt = (payload: object) => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.signature`;
const NOW = Date.UTC(2025, 5, 15, 12);

describe('§8 token decoding errors', () => {
  it.each([
    ['only two parts', 'aaa.bbb', 'JWT must have 3 parts'],
    ['four parts', 'a.b.c.d', 'JWT must have 3 parts'],
    ['no token at all', '', 'JWT must have 3 parts'],
    ['a payload of impossible length', 'aaa.b.ccc', 'Illegal base64url string!'],
    ['characters outside base64url', 'aaa.b*cd.ccc', 'Illegal base64url string!'],
    ['an empty payload', 'aaa..ccc', 'Cannot decode the token'],
    ['a payload that is not JSON', `aaa.${b64url('not json')}.ccc`, 'Cannot decode the token'],
    ['a payload that is not an object', `aaa.${b64url('42')}.ccc`, 'Cannot decode the token'],
  ])('%s → %j', (_, token, message) => expect(() => decodeJwt(token)).toThrow(new Error(message)));
});

describe('decoding a token', () => {
  it('reads the payload, UTF-8 included', () => {
    expect(decodeJwt(jwt({ sub: '1233067', name: 'Zoë', exp: 1 }))).toEqual({ sub: '1233067', name: 'Zoë', exp: 1 });
  });
});

describe('§4 "A user is authenticated if a token exists and is not expired"', () => {
  it.each([
    ['a token valid for an hour', { token: jwt({ exp: NOW / 1000 + 3600 }) }, true],
    ['a token that expired a second ago', { token: jwt({ exp: NOW / 1000 - 1 }) }, false],
    ['a token without expiry', { token: jwt({ sub: '1' }) }, true],
    ['no token', {}, false],
    ['an unreadable token', { token: 'garbage' }, false],
  ])('%s → %s', (_, state, expected) => expect(isAuthenticated(state, NOW)).toBe(expected));

});

describe('issue 16: what a stored token is worth, never throwing', () => {
  it.each([
    [undefined, 'none'],
    ['', 'none'],
    ['not-a-jwt', 'unreadable'],
    ['aaa.b*cd.ccc', 'unreadable'],
    [`aaa.${b64url('not json')}.ccc`, 'unreadable'],
    [jwt({ exp: NOW / 1000 - 1 }), 'expired'],
    [jwt({ exp: NOW / 1000 + 60 }), 'valid'],
  ])('%j is %s', (token, state) => expect(tokenState(token, NOW)).toBe(state));
});
