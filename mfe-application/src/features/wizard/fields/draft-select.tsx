import { useMemo, type ReactNode } from 'react';
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

const CHOOSE: SelectOption = { value: '', label: 'Choose…' };
const withChoose = new WeakMap<readonly (SelectOption | SelectGroup)[], (SelectOption | SelectGroup)[]>();

/** "Choose…" and the options, one array per list of options: the select's markup is made once per list (ui-kit). */
function choices(options: readonly (SelectOption | SelectGroup)[]) {
  let data = withChoose.get(options);
  if (!data) {
    data = [CHOOSE, ...options];
    withChoose.set(options, data);
  }
  return data;
}

/** The options' values in order: a select whose options change is mounted again, so that it shows the stored value. */
const valuesOf = (options: readonly (SelectOption | SelectGroup)[]): string => options.map((o) => ('group' in o ? `${o.group}:${o.items.map((i) => i.value).join(',')}` : o.value)).join('|');

/**
 * A select bound to a draft path. `numeric` stores the chosen value as a number (ids). Uncontrolled: a browser sets
 * a select's default value once, when it is mounted, so a list that arrives or changes later (the operational needs
 * grouped once their categories load) mounts it again, or it would show "Choose…" over a stored answer.
 */
export function DraftSelect({ path, label, options, required, numeric, description }: { path: string; label: ReactNode; options: readonly (SelectOption | SelectGroup)[]; required?: boolean; numeric?: boolean; description?: ReactNode }) {
  const form = useWizardForm();
  const values = useMemo(() => valuesOf(options), [options]);
  return (
    <NativeSelect
      key={`${form.key(path)}#${values}`}
      {...form.field(path, { label, parse: (v) => (v === '' ? undefined : numeric ? Number(v) : v) })}
      description={description}
      withAsterisk={required}
      required={required}
      data={choices(options)}
    />
  );
}
