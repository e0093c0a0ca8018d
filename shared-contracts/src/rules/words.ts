import { DEFAULT_MIN_WORDS } from 'shared-contracts';

/** Spec §5. Words are runs of non-space characters. */
export function hasMinWords(text: string | null | undefined, min: number = DEFAULT_MIN_WORDS): boolean {
  return (text ?? '').split(/\s+/).filter((w) => w.length > 0).length >= min;
}
