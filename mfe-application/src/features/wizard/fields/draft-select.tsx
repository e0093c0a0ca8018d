import type { ReactNode } from 'react';
import { NativeSelect } from 'ui-kit/forms';
import { fieldId, getAtPath } from '../model/draft-path';
import { useDraft } from '../model/use-draft';
import { useFieldError } from './field-errors-context';
import { useFieldChange } from './use-field-change';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select bound to a draft path. `numeric` stores the chosen value as a number (ids). */
export function DraftSelect({ path, label, options, required, numeric, description }: { path: string; label: ReactNode; options: readonly SelectOption[]; required?: boolean; numeric?: boolean; description?: ReactNode }) {
  const draft = useDraft();
  const change = useFieldChange();
  const { error, onBlur } = useFieldError(path);
  const value = getAtPath(draft, path);
  return (
    <NativeSelect
      id={fieldId(path)}
      label={label}
      description={description}
      withAsterisk={required}
      required={required}
      value={value === undefined || value === null ? '' : String(value)}
      data={[{ value: '', label: 'Choose…' }, ...options]}
      error={error}
      onBlur={onBlur}
      onChange={(event) => {
        const v = event.currentTarget.value;
        change(path, v === '' ? undefined : numeric ? Number(v) : v);
      }}
    />
  );
}
