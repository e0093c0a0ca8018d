import { useRef, useState, type FocusEvent } from 'react';
import { isApiError } from 'shared-contracts';
import { ABN_LOOKUP_NOTES, ABN_MESSAGES, abnLookupProblem, formatAbn, isValidAbn, normaliseAbn, type AbnLookupOutcome } from 'shared-contracts/field-rules';
import { TextInput, type TextInputProps } from './text-input';
import './form.css';

/** not-verified: no register is configured to confirm the checksum (decision 028); failed does not block. */
export type AbnLookup =
  | { abn: string; state: 'checking' }
  | { abn: string; state: 'found' | 'not-verified'; result: AbnLookupOutcome }
  | { abn: string; state: 'problem'; problem: string; result?: AbnLookupOutcome }
  | { abn: string; state: 'failed' };

export function abnLookupOf(abn: string, result: AbnLookupOutcome): AbnLookup {
  if (result.Verified === false) return { abn, state: 'not-verified', result };
  const problem = abnLookupProblem(result);
  if (problem === 'not-active') return { abn, state: 'problem', problem: ABN_MESSAGES.notActive, result };
  if (problem === 'not-found') return { abn, state: 'problem', problem: ABN_MESSAGES.notFound };
  return { abn, state: 'found', result };
}

async function readAbnLookup(abn: string, answer: Promise<AbnLookupOutcome>): Promise<AbnLookup> {
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
  lookup: (abn: string) => Promise<AbnLookupOutcome>;
  onLookup?: (lookup: AbnLookup) => void;
  /** shown without a call */
  known?: AbnLookup;
  hint?: string;
  /** after the field's own format, checksum and lookup */
  onBlur?: () => void;
};

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
