import type { ReactNode } from 'react';
import { Checkbox } from 'ui-kit/form';
import { useWizardForm } from '../form/wizard-form';

export function DraftCheckbox({ path, label, description }: { path: string; label: ReactNode; description?: ReactNode }) {
  return <Checkbox {...useWizardForm().field(path, { label, type: 'checkbox' })} description={description} />;
}
