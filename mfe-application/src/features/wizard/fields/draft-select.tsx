import type { ReactNode } from 'react';
import { Select } from 'ui-kit/form';
import { useWizardForm } from '../form/wizard-form';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading (an `optgroup`). */
export interface SelectGroup {
  group: string;
  items: SelectOption[];
}

/**
 * A select bound to a draft path, "Choose…" first. `numeric` stores the chosen value as a number (ids). A list that
 * arrives or changes later (the operational needs grouped once their categories load) is another select, mounted
 * with the stored value (ui-kit/form's Select).
 */
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
