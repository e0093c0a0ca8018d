import { useEffect, useRef, useState } from 'react';
import { contentApi, encodeCaptchaSolution } from 'shared-contracts/content';
import { Text } from 'ui-kit';
import { Checkbox, type FieldBinding } from 'ui-kit/form';
import { solveCaptcha } from './solve-captcha';

type State = 'idle' | 'working' | 'done';

/**
 * The security check of the contact forms (spec §5: a solved captcha). Ticking the box fetches an ALTCHA challenge
 * and solves it in the browser (about a second); the solution is handed to the form. `resetKey` changing
 * clears it: after a refused captcha, or silently after a network failure (spec §8). `field` is the form's binding of
 * `captcha`: its id (the summary's link), its element and its error; the box itself shows the check's state.
 */
export function CaptchaCheck({ field, onSolved, resetKey, ahead = 0 }: { field: FieldBinding; onSolved: (captcha: string) => void; resetKey: number; ahead?: number }) {
  const [state, setState] = useState<State>('idle');
  const [problem, setProblem] = useState<string>();
  const abort = useRef<AbortController | null>(null);
  // the work solved ahead, while the visitor fills in the form (issue 39: the check took 15.6 s on a phone after the
  // tick); the tick then only hands it over
  const early = useRef<Promise<string> | null>(null);

  useEffect(() => {
    if (!ahead || early.current || state !== 'idle') return;
    const controller = new AbortController();
    abort.current = controller;
    early.current = solveNow(controller.signal);
    early.current.catch(() => (early.current = null));
    // once per reset: `ahead` says the visitor has come to the form
  }, [ahead, resetKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    abort.current?.abort();
    early.current = null;
    setState('idle');
    setProblem(undefined);
    onSolved('');
    // onSolved is the form's setter; only a new resetKey resets
  }, [resetKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => abort.current?.abort(), []);

  async function solveNow(signal: AbortSignal): Promise<string> {
    return encodeCaptchaSolution(await solveCaptcha(await contentApi.captchaChallenge(), signal));
  }

  async function start() {
    setState('working');
    setProblem(undefined);
    const pending = early.current;
    early.current = null;
    const controller = pending && abort.current ? abort.current : new AbortController();
    abort.current = controller;
    try {
      const solution = await (pending ?? solveNow(controller.signal)).catch(() => solveNow(controller.signal));
      if (controller.signal.aborted) return;
      onSolved(solution);
      setState('done');
    } catch {
      if (controller.signal.aborted) return;
      setState('idle');
      setProblem('We could not run the security check. Check your internet connection and tick the box again.');
    }
  }

  // a refusal is about the check it was given for: once a new check is complete it is no longer said (issue 39: the
  // red error stayed beside "Security check complete")
  const message = problem ?? (state === 'done' ? undefined : field.error);
  return (
    <div>
      <Checkbox
        id={field.id}
        inputRef={field.inputRef}
        label="I am a person, not an automated program"
        description="Ticking the box runs a short security check in your browser."
        checked={state !== 'idle'}
        disabled={state === 'working'}
        onChange={(event) => {
          if (event.currentTarget.checked) void start();
        }}
        error={message}
      />
      <Text size="sm" mt={4} aria-live="polite" c={state === 'done' ? 'green.9' : 'dark.6'}>
        {state === 'working' ? 'Checking…' : state === 'done' ? 'Security check complete.' : ''}
      </Text>
    </div>
  );
}
