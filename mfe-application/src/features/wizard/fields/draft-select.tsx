import type { ReactNode } from 'react';
import { Select } from 'ui-kit/form';
import { useWizardForm } from '../form/wizard-form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  group: string;
  items: SelectOption[];
}

/** A list that arrives or changes later is another select, mounted with the stored value (ui-kit/form's Select). */
export function DraftSelect({ path, label, options, required, numeric, description }: { path: string; label: ReactNode; options: readonly (SelectOption | SelectGroup)[]; required?: boolean; numeric?: boolean; description?: ReactNode }) {
  const form = useWizardForm();
  return (
    <Select
      {...form.field(path, { label, parse: (v) => (v === '' ? undefined : numeric ? Number(v) : v) })}
      description={description}
      required={required}
      placeholder="Choose…"
      data={options}
    />
  );
}
