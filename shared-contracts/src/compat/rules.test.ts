import * as kernelMessages from '../rules/messages';
import * as fieldMessages from '../rules/field-messages';

const messages = { ...kernelMessages, ...fieldMessages };
import * as rules from './rules';
import * as validators from './validators';

describe('shared-contracts/rules', () => {
  it('is a part of shared-contracts/validators: every rule is exported by both, the same value', () => {
    const names = Object.keys(rules).filter((name) => !(name in messages));
    expect(names.length).toBeGreaterThan(30);
    const differing = names.filter((name) => (validators as Record<string, unknown>)[name] !== (rules as Record<string, unknown>)[name]);
    expect(differing).toEqual([]);
  });

  it('words its errors with the messages of spec §8 that shared-contracts/api exports too, the same values', () => {
    const names = Object.keys(messages);
    expect(names).toEqual(expect.arrayContaining(['MESSAGES', 'FIELD_MESSAGES']));
    expect(names.filter((name) => (rules as Record<string, unknown>)[name] !== (messages as Record<string, unknown>)[name])).toEqual([]);
  });

  it('holds no step validator and no draft model (what the tracking, status and renewal screens do not use)', () => {
    for (const name of ['validateStep1', 'validateStep2', 'validateStep3', 'validateApplication', 'summaryChecks', 'deriveDraft']) {
      expect(name in validators).toBe(true);
      expect(name in rules).toBe(false);
    }
  });
});
