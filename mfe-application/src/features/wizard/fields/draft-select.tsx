import type { ReactNode } from 'react';
import { NativeSelect } from 'ui-kit/forms';
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

/** A select bound to a draft path. `numeric` stores the chosen value as a number (ids). */
export function DraftSelect({ path, label, options, required, numeric, description }: { path: string; label: ReactNode; options: readonly (SelectOption | SelectGroup)[]; required?: boolean; numeric?: boolean; description?: ReactNode }) {
  const form = useWizardForm();
  return (
    <NativeSelect
      key={form.key(path)}
      {...form.field(path, { label, parse: (v) => (v === '' ? undefined : numeric ? Number(v) : v) })}
      description={description}
      withAsterisk={required}
      required={required}
      data={[{ value: '', label: 'Choose…' }, ...options]}
    />
  );
}
