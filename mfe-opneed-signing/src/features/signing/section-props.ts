import type { SchemaForm } from 'ui-kit/forms';
import type { SigningValues } from './signing-values';

/** What each section of the form gets: the form (useSchemaForm), which binds, validates and names every field. */
export interface SectionProps {
  f: SchemaForm<SigningValues>;
}
