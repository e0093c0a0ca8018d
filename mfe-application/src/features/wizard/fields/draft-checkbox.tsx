import type { ReactNode } from 'react';
import { Checkbox } from 'ui-kit/forms';
import { useWizardForm } from '../form/wizard-form';

/** A checkbox bound to a boolean of the draft. */
export function DraftCheckbox({ path, label, description }: { path: string; label: ReactNode; description?: ReactNode }) {
  const form = useWizardForm();
  return <Checkbox key={form.key(path)} {...form.field(path, { label, type: 'checkbox' })} description={description} />;
}
