// compatibility for phase B/C of issue 41: delete when nothing imports it
import { useCallback, useRef, useState } from 'react';
import { ABN_LOOKUP_NOTES } from 'shared-contracts';
import { FIELD_MESSAGES, isApiError, type AbnResult } from 'shared-contracts/api';
import { abnLookupProblem, normaliseAbn } from 'shared-contracts/validators';

/**
 * What the register said of one ABN (spec §5, looked up on blur):
 * - found: registered and active; problem: not found or not active (the field shows the contract's message);
 * - not-verified: the checksum holds but no register is configured to confirm it (accepted, decision 028);
 * - failed: the register could not be asked (a 502 or no answer): lookup errors do not block.
 */
export type AbnLookup =
  | { abn: string; state: 'checking' }
  | { abn: string; state: 'found'; result: AbnResult }
  | { abn: string; state: 'not-verified'; result: AbnResult }
  | { abn: string; state: 'problem'; problem: string; result?: AbnResult }
  | { abn: string; state: 'failed' };

/** Reads one lookup call (GET …/lookup-abn/{abn}) with the rule of spec §5: 404 is not found, other failures do not block. */
export async function readAbnLookup(abn: string, call: Promise<AbnResult>): Promise<AbnLookup> {
  try {
    const result = await call;
    if (result.Verified === false) return { abn, state: 'not-verified', result };
    const problem = abnLookupProblem(result);
    if (problem === 'not-active') return { abn, state: 'problem', problem: FIELD_MESSAGES.abnNotActive, result };
    if (problem === 'not-found') return { abn, state: 'problem', problem: FIELD_MESSAGES.abnNotFound };
    return { abn, state: 'found', result };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { abn, state: 'problem', problem: FIELD_MESSAGES.abnNotFound };
    return { abn, state: 'failed' };
  }
}

/** The line under the field for the lookup of the value shown, or undefined when nothing was looked up for it. */
export function abnLookupNote(lookup: AbnLookup | null, value: string): string | undefined {
  if (!lookup || lookup.abn !== normaliseAbn(value)) return undefined;
  switch (lookup.state) {
    case 'checking':
      return 'Checking the ABN…';
    case 'found':
      return ABN_LOOKUP_NOTES.registered(lookup.result.EntityName);
    case 'not-verified':
      return ABN_LOOKUP_NOTES.notVerified;
    case 'failed':
      return ABN_LOOKUP_NOTES.lookupFailed;
    case 'problem':
      return lookup.result?.EntityName ? ABN_LOOKUP_NOTES.registered(lookup.result.EntityName) : undefined;
  }
}

export interface AbnLookupHandle {
  /** the last lookup (of any value) */
  lookup: AbnLookup | null;
  /** looks the ABN up unless the same number was already looked up */
  check(value: string): void;
  /** the §5 problem of the lookup of this value, if it was looked up and refused */
  problemFor(value: string): string | null;
  /** sets a known answer (the ABN already on file) without a call */
  set(lookup: AbnLookup): void;
}

/**
 * The ABN lookup of a form: `call` asks the API's lookup (the wizard's form call or the signing form's public
 * call); `onSettled` receives each finished lookup (the wizard stores it as the draft's `_abr`). A later lookup
 * replaces an earlier one still running.
 */
export function useAbnLookup(call: (abn: string) => Promise<AbnResult>, onSettled?: (lookup: AbnLookup) => void): AbnLookupHandle {
  const [lookup, setLookup] = useState<AbnLookup | null>(null);
  const latest = useRef<string | null>(null);
  const callRef = useRef(call);
  callRef.current = call;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  const check = useCallback((value: string) => {
    const abn = normaliseAbn(value);
    if (latest.current === abn) return;
    latest.current = abn;
    setLookup({ abn, state: 'checking' });
    void readAbnLookup(abn, callRef.current(abn)).then((result) => {
      if (latest.current !== abn) return;
      setLookup(result);
      settledRef.current?.(result);
    });
  }, []);

  const set = useCallback((known: AbnLookup) => {
    latest.current = known.abn;
    setLookup(known);
  }, []);

  const problemFor = (value: string) => (lookup && lookup.state === 'problem' && lookup.abn === normaliseAbn(value) ? lookup.problem : null);
  return { lookup, check, problemFor, set };
}
