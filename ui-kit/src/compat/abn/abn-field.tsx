// compatibility for phase B/C of issue 41: delete when nothing imports it
// through the shared form layer, never @mantine/core itself: a second Mantine copy in a remote has no provider
import { TextInput } from 'ui-kit/forms';
import { useState, type ReactNode } from 'react';
import { FIELD_MESSAGES } from 'shared-contracts/api';
import { formatAbn, isValidAbn, normaliseAbn } from 'shared-contracts/validators';
import { abnLookupNote, type AbnLookupHandle } from './use-abn-lookup';

export interface AbnFieldProps {
  id: string;
  label: ReactNode;
  /** controlled value; or leave it out and give `defaultValue` (an uncontrolled input, as useSchemaForm binds) */
  value?: string;
  defaultValue?: string;
  onChange(value: string): void;
  /** after the blur's own work (formatting, lookup): the form's validation on blur */
  onBlur?(): void;
  /** the form's own error for the field (after a submit, on blur, or from the server) */
  error?: ReactNode;
  /** the lookup of useAbnLookup: the field runs it on blur and shows its verdict */
  lookup: AbnLookupHandle;
  /** what the field says before a lookup */
  hint?: string;
  required?: boolean;
}

/**
 * An ABN input with the rule of spec §5 on blur, next to the field: a number that is not 11 digits or fails the
 * checksum, an ABN the register does not hold, and one whose status is not active each show the contract's
 * message at once; a checksum-valid ABN no register can confirm is accepted as not verified; a lookup error says
 * so and does not block. The note under the field is a polite live region, so a screen reader hears the verdict.
 */
export function AbnField({ id, label, value, defaultValue, onChange, onBlur, error, lookup, hint = '11 digits; spaces are fine. We check it with the Australian Business Register.', required }: AbnFieldProps) {
  const [typed, setTyped] = useState(value ?? defaultValue ?? '');
  const current = value ?? typed;
  // the checksum verdict of the value as it was when the field was left; typing again clears it
  const [blurred, setBlurred] = useState<{ value: string; problem: string | null } | null>(null);
  const blurProblem = blurred && blurred.value === current ? blurred.problem : null;
  const shown = error || blurProblem || lookup.problemFor(current) || undefined;
  const note = abnLookupNote(lookup.lookup, current) ?? hint;
  const change = (next: string) => {
    setTyped(next);
    onChange(next);
  };
  return (
    <TextInput
      id={id}
      label={label}
      description={
        <span aria-live="polite" data-testid={`${id}-note`}>
          {note}
        </span>
      }
      inputMode="numeric"
      autoComplete="off"
      required={required}
      {...(value !== undefined ? { value } : { defaultValue })}
      error={shown}
      onChange={(e) => change(e.currentTarget.value)}
      onBlur={(e) => {
        const input = e.currentTarget;
        const entered = input.value.trim();
        if (!entered) setBlurred(null);
        else if (!isValidAbn(entered)) setBlurred({ value: input.value, problem: FIELD_MESSAGES.abn });
        else {
          const formatted = formatAbn(normaliseAbn(entered));
          setBlurred({ value: formatted, problem: null });
          if (formatted !== input.value) {
            if (value === undefined) input.value = formatted;
            change(formatted);
          }
          lookup.check(entered);
        }
        onBlur?.();
      }}
    />
  );
}
