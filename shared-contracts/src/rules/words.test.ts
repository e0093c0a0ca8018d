import { MIN_OCCUPATION_WORDS } from 'shared-contracts';
import { itAcceptsAndRejects } from '../testing/rule-cases';
import { hasMinWords } from './words';

describe('§5 "Minimum words: default 10 (occupation uses 10)"', () => {
  itAcceptsAndRejects((text) => hasMinWords(text), ['one two three four five six seven eight nine ten', '  one two three four five\nsix seven eight nine ten  '], ['one two three four five six seven eight nine', '']);

  it('counts runs of non-space characters', () => {
    expect(hasMinWords('Deckhand  on\tsupply-vessels', 3)).toBe(true);
    expect(hasMinWords('Deckhand  on\tsupply-vessels', 4)).toBe(false);
    expect(hasMinWords(undefined, 1)).toBe(false);
  });

  it('takes another minimum', () => {
    expect(hasMinWords('two words', 2)).toBe(true);
    expect(hasMinWords('two words', 3)).toBe(false);
    expect(MIN_OCCUPATION_WORDS).toBe(10);
  });
});
