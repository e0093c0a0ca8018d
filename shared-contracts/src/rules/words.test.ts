import { MIN_OCCUPATION_WORDS } from 'shared-contracts';
import { itAcceptsAndRejects } from '../testing/rule-cases';
import { countWords, hasMinWords } from './words';

describe('§5 "Minimum words: default 10 (occupation uses 10)"', () => {
  itAcceptsAndRejects((text) => hasMinWords(text), ['one two three four five six seven eight nine ten', '  one two three four five\nsix seven eight nine ten  '], ['one two three four five six seven eight nine', '']);

  it('counts runs of non-space characters', () => {
    expect(countWords('Deckhand  on\tsupply-vessels')).toBe(3);
    expect(countWords(undefined)).toBe(0);
  });

  it('takes another minimum', () => {
    expect(hasMinWords('two words', 2)).toBe(true);
    expect(hasMinWords('two words', 3)).toBe(false);
    expect(MIN_OCCUPATION_WORDS).toBe(10);
  });
});
