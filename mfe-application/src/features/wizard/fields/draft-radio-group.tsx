import type { ReactNode } from 'react';
import { RadioGroup } from 'ui-kit/form';
import { useDraftValue, useWizardForm } from '../form/wizard-form';
import type { SelectOption } from './draft-select';

/** Controlled, so that `onChoose` can ask first (the expiry-year confirm modal) and a cancel leaves the choice as it was. */
export function DraftRadioGroup({
  path,
  label,
  options,
  required,
  numeric,
  inline,
  onChoose,
}: {
  path: string;
  label: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  numeric?: boolean;
  inline?: boolean;
  onChoose?: (value: string) => void;
}) {
  const form = useWizardForm();
  const value = useDraftValue(path);
  const { id, name, error, onChange, onBlur, inputRef } = form.field(path, { label, parse: (v) => (numeric ? Number(v) : v) });
  return (
    <RadioGroup
      id={id}
      name={name}
      label={label}
      required={required}
      className={inline ? 'wizard-inline-radios' : undefined}
      options={options}
      value={value === undefined || value === null ? '' : String(value)}
      error={error}
      onBlur={onBlur}
      inputRef={inputRef}
      onChange={(event) => (onChoose ? onChoose(event.currentTarget.value) : onChange(event))}
    />
  );
}
