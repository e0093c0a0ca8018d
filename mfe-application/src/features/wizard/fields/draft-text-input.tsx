import type { ReactNode } from 'react';
import { TextInput } from 'ui-kit/form';
import { useWizardForm } from '../form/wizard-form';

export interface DraftTextInputProps {
  path: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'month';
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  min?: string;
  max?: string;
  /** stored value → shown value and back, e.g. a month input over a first-of-month date */
  format?: (stored: string) => string;
  parse?: (shown: string) => string;
}

/** Uncontrolled: a keystroke renders nothing but the browser's input. */
export function DraftTextInput({ path, label, format, parse, ...input }: DraftTextInputProps) {
  const form = useWizardForm();
  return (
    <TextInput
      {...form.field(path, {
        label,
        format: format ? (stored) => format(typeof stored === 'string' ? stored : '') : undefined,
        parse: (shown) => {
          const value = parse ? parse(String(shown)) : String(shown);
          return value === '' ? undefined : value;
        },
      })}
      {...input}
    />
  );
}
