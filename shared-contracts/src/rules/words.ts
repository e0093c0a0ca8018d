import { DEFAULT_MIN_WORDS } from 'shared-contracts';

/** Number of words: runs of non-space characters. */
export function countWords(text: string | null | undefined): number {
  return (text ?? '').split(/\s+/).filter((w) => w.length > 0).length;
}

/** Minimum words (spec §5): default 10; the occupation description uses 10. */
export function hasMinWords(text: string | null | undefined, min: number = DEFAULT_MIN_WORDS): boolean {
  return countWords(text) >= min;
}
