import { abnNameProblem } from '../signing/abn-name';
import { itAcceptsAndRejects } from '../testing/rule-cases';
import { abnLookupProblem, formatAbn, isValidAbn, normaliseAbn } from './abn';

describe('§5 "ABN: 11 digits with optional spaces"', () => {
  itAcceptsAndRejects(isValidAbn, ['51824753556', '51 824 753 556', '5182 4753 556'], ['5182475355', '518247535567', '51-824-753-556', '51 824 753 55A']);
});

describe('ABN official checksum (ABR: first digit minus 1, weights 10,1,3,...,19, sum mod 89 = 0)', () => {
  itAcceptsAndRejects(isValidAbn, ['51 824 753 556', '53 004 085 616', '83 914 571 673'], ['51 824 753 557', '12 345 678 901', '00 000 000 000']);

  it('normalises and formats', () => {
    expect(normaliseAbn('51 824 753 556')).toBe('51824753556');
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});

describe('§5 "ABN lookup on blur: not found, or status not active, is invalid; lookup errors do not block"', () => {
  it.each([
    [{ EntityName: 'Harbour Marine Services', AbnStatus: 'Active' }, false, null],
    [{ EntityName: 'Harbour Marine Services', AbnStatus: 'Cancelled' }, false, 'not-active'],
    [null, false, 'not-found'],
    [{ EntityName: '', AbnStatus: '' }, false, 'not-found'],
    [null, true, null],
  ] as const)('%j (lookup failed: %s) → %s', (result, failed, expected) => expect(abnLookupProblem(result, failed)).toBe(expected));
});

describe('issue 39: the organisation against the register\'s name for its ABN', () => {
  it.each([
    ['Harbourside Marine Services', 'Harbourside Marine Services Pty Ltd'],
    ['HARBOURSIDE MARINE SERVICES PTY. LTD.', 'Harbourside Marine Services Pty Ltd'],
    ['Smith & Sons', 'Smith and Sons Pty Limited'],
  ])('%j is %j', (typed, registered) => expect(abnNameProblem(typed, registered, false)).toBeNull());

  it('another business is refused unless its trading name is confirmed', () => {
    expect(abnNameProblem('Pacific Freight Lines', 'Harbourside Marine Services Pty Ltd', false)).toBe(
      'This ABN is registered to Harbourside Marine Services Pty Ltd. Enter that name, or confirm that Pacific Freight Lines trades under this ABN.',
    );
    expect(abnNameProblem('Pacific Freight Lines', 'Harbourside Marine Services Pty Ltd', true)).toBeNull();
  });

  it('says nothing when no register named the ABN (not verified, lookup failed)', () => {
    expect(abnNameProblem('Pacific Freight Lines', '', false)).toBeNull();
    expect(abnNameProblem('Pacific Freight Lines', null, false)).toBeNull();
  });
});
