import { useEffect, useRef, useState } from 'react';
import { contentApi, encodeCaptchaSolution } from 'shared-contracts/content';
import { Text } from 'ui-kit';
import { Checkbox, type FieldBinding } from 'ui-kit/form';
import { solveCaptcha } from './solve-captcha';

const solveNow = async (signal: AbortSignal) => encodeCaptchaSolution(await solveCaptcha(await contentApi.captchaChallenge(), signal));

export function CaptchaCheck({ field, onSolved, resetKey, ahead = 0 }: { field: FieldBinding; onSolved: (captcha: string) => void; resetKey: number; ahead?: number }) {
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  const [problem, setProblem] = useState<string>();
  const abort = useRef<AbortController | null>(null);
  const early = useRef<Promise<string> | null>(null);

  useEffect(() => {
    // solved ahead while the visitor fills in the form: on a slow phone the check takes seconds after the tick
    if (!ahead || early.current || state !== 'idle') return;
    const controller = new AbortController();
    abort.current = controller;
    early.current = solveNow(controller.signal);
    early.current.catch(() => (early.current = null));
  }, [ahead, resetKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    abort.current?.abort();
    early.current = null;
    setState('idle');
    setProblem(undefined);
    onSolved('');
  }, [resetKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => abort.current?.abort(), []);

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
