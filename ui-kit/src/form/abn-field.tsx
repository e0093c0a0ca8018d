import { useRef, useState, type FocusEvent } from 'react';
import { isApiError } from 'shared-contracts';
import { ABN_LOOKUP_NOTES } from 'shared-contracts/field-rules';
import { ABN_MESSAGES, abnLookupProblem, formatAbn, isValidAbn, normaliseAbn, type AbnLookupOutcome } from 'shared-contracts/field-rules';
import { TextInput, type TextInputProps } from './text-input';
import './form.css';

/**
 * What the register said of one ABN (spec §5, looked up when the field is left): found and active; a problem (not
 * found, not active: the field says the contract's message); not verified (the checksum holds, no register is
 * configured to confirm it: accepted, decision 028); or failed (the register could not be asked: it does not block).
 */
export type AbnLookup =
  | { abn: string; state: 'checking' }
  | { abn: string; state: 'found' | 'not-verified'; result: AbnLookupOutcome }
  | { abn: string; state: 'problem'; problem: string; result?: AbnLookupOutcome }
  | { abn: string; state: 'failed' };

/** What the register's answer for one ABN says (spec §5): found and active, not verified (decision 028), or a problem. */
export function abnLookupOf(abn: string, result: AbnLookupOutcome): AbnLookup {
  if (result.Verified === false) return { abn, state: 'not-verified', result };
  const problem = abnLookupProblem(result);
  if (problem === 'not-active') return { abn, state: 'problem', problem: ABN_MESSAGES.notActive, result };
  if (problem === 'not-found') return { abn, state: 'problem', problem: ABN_MESSAGES.notFound };
  return { abn, state: 'found', result };
}

/** Reads one lookup with the rule of spec §5: a 404 is not found, any other failure does not block. */
export async function readAbnLookup(abn: string, answer: Promise<AbnLookupOutcome>): Promise<AbnLookup> {
  try {
    return abnLookupOf(abn, await answer);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { abn, state: 'problem', problem: ABN_MESSAGES.notFound };
    return { abn, state: 'failed' };
  }
}

function noteOf(lookup: AbnLookup | null): string | undefined {
  if (!lookup) return undefined;
  if (lookup.state === 'checking') return 'Checking the ABN…';
  if (lookup.state === 'not-verified') return ABN_LOOKUP_NOTES.notVerified;
  if (lookup.state === 'failed') return ABN_LOOKUP_NOTES.lookupFailed;
  return lookup.result?.EntityName ? ABN_LOOKUP_NOTES.registered(lookup.result.EntityName) : undefined;
}

export type AbnFieldProps = Omit<TextInputProps, 'onBlur' | 'description'> & {
  /** asks the register (the domain's lookup call: the wizard's or the signing form's) */
  lookup: (abn: string) => Promise<AbnLookupOutcome>;
  /** each finished lookup (the wizard keeps it in the draft) */
  onLookup?: (lookup: AbnLookup) => void;
  /** the lookup already known (the ABN on file), shown without a call */
  known?: AbnLookup;
  /** what the field says before a lookup */
  hint?: string;
  /** after the field's own work (format, checksum, lookup): the form's check on blur */
  onBlur?: () => void;
};

/**
 * The ABN field (spec §5): when left, a number that is not 11 digits or fails the checksum says so at once; a valid
 * one is written as 51 824 753 556 and looked up, and the register's verdict shows under the field in a polite live
 * region. Typing again clears the verdict.
 */
export function AbnField({ lookup, onLookup, known, hint = '11 digits; spaces are fine. We check it with the Australian Business Register.', onBlur, onChange, error, ...field }: AbnFieldProps) {
  const [verdict, setVerdict] = useState<{ problem?: string; lookup: AbnLookup | null } | null>(known ? { lookup: known, ...(known.state === 'problem' ? { problem: known.problem } : {}) } : null);
  const latest = useRef<string | null>(known?.abn ?? null);

  const left = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const entered = input.value.trim();
    if (entered && !isValidAbn(entered)) setVerdict({ problem: ABN_MESSAGES.invalid, lookup: null });
    else if (entered) {
      const abn = normaliseAbn(entered);
      const formatted = formatAbn(abn);
      if (formatted !== input.value) {
        input.value = formatted;
        onChange?.({ currentTarget: input } as never);
      }
      if (latest.current !== abn) {
        latest.current = abn;
        setVerdict({ lookup: { abn, state: 'checking' } });
        void readAbnLookup(abn, lookup(abn)).then((found) => {
          if (latest.current !== abn) return;
          setVerdict({ lookup: found, ...(found.state === 'problem' ? { problem: found.problem } : {}) });
          onLookup?.(found);
        });
      }
    }
    onBlur?.();
  };

  return (
    <TextInput
      {...field}
      inputMode="numeric"
      autoComplete="off"
      error={error || verdict?.problem}
      description={
        <span aria-live="polite" data-testid={field.id ? `${field.id}-note` : undefined}>
          {noteOf(verdict?.lookup ?? null) ?? hint}
        </span>
      }
      onChange={(event) => {
        // typing again: the verdict of the number left is no longer the field's
        if (verdict) {
          latest.current = null;
          setVerdict(null);
        }
        onChange?.(event);
      }}
      onBlur={left}
    />
  );
}
