import type { ReactNode } from 'react';
import { TextInput } from 'ui-kit/forms';
import { fieldId, getAtPath } from '../model/draft-path';
import { useDraft } from '../model/use-draft';
import { useFieldError } from './field-errors-context';
import { useFieldChange } from './use-field-change';

export interface DraftTextInputProps {
  path: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'month';
  maxLength?: number;
  autoComplete?: string;
  /** stored value → shown value and back, e.g. a month input over a first-of-month date */
  format?: (stored: string) => string;
  parse?: (shown: string) => string;
}

/** A text field bound to a path of the draft, with its error next to it (spec §5, WCAG 3.3.1). */
export function DraftTextInput({ path, label, description, required, type = 'text', maxLength, autoComplete, format, parse }: DraftTextInputProps) {
  const draft = useDraft();
  const change = useFieldChange();
  const { error, onBlur } = useFieldError(path);
  const raw = getAtPath(draft, path);
  const stored = typeof raw === 'string' ? raw : '';
  return (
    <TextInput
      id={fieldId(path)}
      label={label}
      description={description}
      withAsterisk={required}
      required={required}
      type={type}
      maxLength={maxLength}
      autoComplete={autoComplete}
      value={format ? format(stored) : stored}
      error={error}
      onBlur={onBlur}
      onChange={(event) => {
        const value = event.currentTarget.value;
        const parsed = parse ? parse(value) : value;
        change(path, parsed === '' ? undefined : parsed);
      }}
    />
  );
}
