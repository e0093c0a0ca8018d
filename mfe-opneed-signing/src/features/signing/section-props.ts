import type { SigningField, SigningValues } from './signing-values';

/** What each section of the form gets: the values, each field's first error, and a setter. */
export interface SectionProps {
  values: SigningValues;
  error(field: SigningField): string | undefined;
  set<K extends keyof SigningValues>(field: K, value: SigningValues[K]): void;
}
