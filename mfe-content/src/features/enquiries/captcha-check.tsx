import { useEffect, useRef, useState } from 'react';
import { Text } from 'ui-kit';
import { Checkbox } from 'ui-kit/forms';
import { loadEnquiryCalls } from './load-enquiry-calls';

type State = 'idle' | 'working' | 'done';

export const CAPTCHA_FIELD_ID = 'captcha';

/**
 * The security check of the contact forms (spec §5: a solved captcha). Ticking the box fetches an ALTCHA challenge
 * and solves it in the browser (about a second); the solution is handed to the form. `resetKey` changing
 * clears it: after a refused captcha, or silently after a network failure (spec §8). The challenge call and the
 * solver come with the form's calls (./load-enquiry-calls): a tick before they have loaded waits for them, and a
 * failed load is said like a failed check (the box is cleared; the next tick loads them again).
 */
export function CaptchaCheck({ onSolved, error, resetKey }: { onSolved: (captcha: string) => void; error?: string; resetKey: number }) {
  const [state, setState] = useState<State>('idle');
  const [problem, setProblem] = useState<string>();
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    abort.current?.abort();
    setState('idle');
    setProblem(undefined);
    onSolved('');
    // onSolved is the form's setter; only a new resetKey resets
  }, [resetKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => abort.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setState('working');
    setProblem(undefined);
    try {
      const { encodeCaptchaSolution, fetchCaptchaChallenge, solveCaptcha } = await loadEnquiryCalls();
      const solution = await solveCaptcha(await fetchCaptchaChallenge(), controller.signal);
      if (controller.signal.aborted) return;
      onSolved(encodeCaptchaSolution(solution));
      setState('done');
    } catch {
      if (controller.signal.aborted) return;
      setState('idle');
      setProblem('We could not run the security check. Check your internet connection and tick the box again.');
    }
  }

  const message = problem ?? error;
  return (
    <div>
      <Checkbox
        id={CAPTCHA_FIELD_ID}
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
