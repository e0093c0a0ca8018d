import { useState, type SyntheticEvent } from 'react';
import { COMPANIES, href, routeMeta, sessionStore, storageAvailable, useSession } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/rules';
import { PageHeading, Stack } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { useNavigate } from 'ui-kit/router';
import { LoginForm } from './login-form';
import { RedactedNotice } from './redacted-notice';
import { loadTrackingCalls } from './load-tracking-calls';
import { NETWORK_PROBLEM, type TrackingProblem } from './tracking-problem';
import { useResendCountdown } from './use-resend-countdown';
import type { TrackingFields } from './validate-tracking';
import { VerificationForm } from './verification-form';

type Screen = 'loginForm' | 'verification' | 'redacted';

/** Starts loading the calls' code when the applicant comes to a form (not when the page focuses its heading). */
const prefetchCalls = (event: SyntheticEvent) => {
  if (event.target instanceof Element && event.target.closest('form')) loadTrackingCalls.prefetch();
};

/**
 * Track application (spec §2 /track-msic, §4 tracking): loginForm → verification (code by email, resend after 30 s)
 * or redacted; on success the token is stored and the applicant goes to the status page. Every login error of
 * spec §8 shows its own message.
 */
export default function TrackScreen() {
  const heading = routeMeta('track', COMPANIES[useSession((s) => s.company)]).title;
  const navigate = useNavigate();
  const [screen, setScreen] = useState<Screen>('loginForm');
  const [fields, setFields] = useState<TrackingFields>({ number: '', birthdate: '' });
  const [peopleId, setPeopleId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [codesSent, setCodesSent] = useState(0);
  const countdown = useResendCountdown();

  const fail = async (error: unknown) => {
    // the calls' code did not load: the network, as a call that does not reach the server
    const problem: TrackingProblem = await loadTrackingCalls().then(
      ({ trackingProblem }) => trackingProblem(error),
      () => ({ kind: 'message', message: NETWORK_PROBLEM }),
    );
    if (problem.kind === 'redacted') {
      setAlert(null);
      setScreen('redacted');
    } else if (problem.field === 'code') {
      setAlert(null);
      setCodeError(problem.message);
    } else {
      setCodeError(undefined);
      setAlert({ message: problem.message, tone: 'error' });
    }
  };

  const signedIn = (token: string, id: number) => {
    sessionStore.getState().setToken(token);
    // spec §8: tracking succeeded but the token cannot be kept (private mode, blocked site data)
    if (!storageAvailable()) {
      sessionStore.getState().clearToken();
      setAlert({ message: MESSAGES.storageUnavailable, tone: 'error' });
      return;
    }
    sessionStore.getState().setPeopleId(id);
    navigate(href('status', { peopleId: id }));
  };

  const track = async (entered: TrackingFields) => {
    setFields(entered);
    setBusy(true);
    setAlert(null);
    try {
      const { findApplication, requestCode } = await loadTrackingCalls();
      const id = await findApplication({ Number: entered.number, Birthdate: entered.birthdate });
      setPeopleId(id);
      const answer = await requestCode(id, entered.birthdate);
      if (answer.token) return signedIn(answer.token, id);
      setCodeError(undefined);
      countdown.restart();
      setScreen('verification');
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    if (peopleId === null) return;
    setBusy(true);
    setAlert(null);
    setCodeError(undefined);
    try {
      const { verifyCode } = await loadTrackingCalls();
      signedIn(await verifyCode(peopleId, fields.birthdate, code), peopleId);
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (peopleId === null) return;
    setBusy(true);
    setCodeError(undefined);
    try {
      const { requestCode } = await loadTrackingCalls();
      await requestCode(peopleId, fields.birthdate, true);
      countdown.restart();
      // a new code: the field starts empty again (a code typed for the old one no longer works) and has the focus
      setCodesSent((n) => n + 1);
      setAlert({ message: 'We have emailed you a new code. Codes sent earlier no longer work.', tone: 'info' });
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  };

  const startAgain = () => {
    setScreen('loginForm');
    setPeopleId(null);
    setAlert(null);
    setCodeError(undefined);
  };

  return (
    // the calls' code starts loading when the applicant comes to the form (focus, touch or click)
    <Stack gap="lg" onFocusCapture={prefetchCalls} onPointerDownCapture={prefetchCalls}>
      {/* the variant's own card words (issue 40 item 8: asic said "Track your MSIC application") */}
      <PageHeading>{heading}</PageHeading>
      {alert && (
        <Alert color={alert.tone === 'error' ? 'red' : 'blue'} variant="light" role={alert.tone === 'error' ? 'alert' : 'status'} maw={560}>
          {alert.message}
        </Alert>
      )}
      {screen === 'loginForm' && <LoginForm initial={fields} busy={busy} onSubmit={(entered) => void track(entered)} />}
      {screen === 'verification' && (
        <VerificationForm key={codesSent} busy={busy} codeError={codeError} secondsLeft={countdown.secondsLeft} onVerify={(code) => void verify(code)} onResend={() => void resend()} onStartAgain={startAgain} />
      )}
      {screen === 'redacted' && <RedactedNotice onStartAgain={startAgain} />}
    </Stack>
  );
}
