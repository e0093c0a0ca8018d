import { useState } from 'react';
import { call, COMPANIES, failureMessage, href, isApiError, routeMeta, sessionStore, storageAvailable, useSession } from 'shared-contracts';
import { loginFailure, MESSAGES, toTrackerRequest, trackEndpoints, validateTracking, type LoginRequest, type TrackingForm } from 'shared-contracts/tracking';
import { PageHeading, Stack } from 'ui-kit';
import { useSchemaForm } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';
import { useNavigate } from 'ui-kit/router';
import { LoginForm } from './login-form';
import { RedactedNotice } from './redacted-notice';
import { useResendCountdown } from './use-resend-countdown';
import { VerificationForm } from './verification-form';

type Screen = 'loginForm' | 'verification' | 'redacted';

// the kernel's `call`, not `trackingApi`, whose table holds the status page's endpoints of other domains
const login = (body: LoginRequest) => call(trackEndpoints.login, { body });

class StorageUnavailable extends Error {}

function trackingFailure(error: unknown): string {
  if (error instanceof StorageUnavailable) return MESSAGES.storageUnavailable;
  if (loginFailure(error) === 'not-found' || (isApiError(error) && error.endpoint === 'tracker' && error.status === 404)) return MESSAGES.personNotFound;
  return failureMessage(error);
}

export default function TrackScreen() {
  const heading = routeMeta('track', COMPANIES[useSession((s) => s.company)]).title;
  const navigate = useNavigate();
  const [screen, setScreen] = useState<Screen>('loginForm');
  const [peopleId, setPeopleId] = useState<number | null>(null);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);
  const [codesSent, setCodesSent] = useState(0);
  const countdown = useResendCountdown();
  const loginForm = useSchemaForm<TrackingForm>({ initialValues: { number: '', birthdate: '' }, validate: (values) => validateTracking(values) });
  const birthdate = () => loginForm.getValues().birthdate;

  const signedIn = (token: string, id: number) => {
    sessionStore.getState().setToken(token);
    if (!storageAvailable()) {
      sessionStore.getState().clearToken();
      throw new StorageUnavailable();
    }
    sessionStore.getState().setPeopleId(id);
    navigate(href('status', { peopleId: id }));
  };

  const track = async (values: TrackingForm) => {
    setNotice(null);
    const { Id } = await call(trackEndpoints.tracker, { body: toTrackerRequest({ Number: values.number, Birthdate: values.birthdate }) });
    setPeopleId(Id);
    try {
      const answer = await login({ username: String(Id), password: values.birthdate });
      if (answer.token) return signedIn(answer.token, Id);
    } catch (error) {
      if (loginFailure(error) !== 'redacted') throw error;
      return setScreen('redacted');
    }
    countdown.restart();
    setScreen('verification');
  };

  const verify = async (code: string) => {
    if (peopleId === null) return;
    setNotice(null);
    const { token } = await login({ username: String(peopleId), password: birthdate(), verificationCode: code.trim() });
    if (!token) throw new Error('The login answered without a token');
    signedIn(token, peopleId);
  };

  const resend = async () => {
    if (peopleId === null) return;
    setResending(true);
    setNotice(null);
    try {
      await login({ username: String(peopleId), password: birthdate(), resend: true });
      countdown.restart();
      setCodesSent((n) => n + 1);
      setNotice({ message: 'We have emailed you a new code. Codes sent earlier no longer work.', tone: 'info' });
    } catch (error) {
      if (loginFailure(error) === 'redacted') setScreen('redacted');
      else setNotice({ message: trackingFailure(error), tone: 'error' });
    } finally {
      setResending(false);
    }
  };

  const startAgain = () => {
    setScreen('loginForm');
    setPeopleId(null);
    setNotice(null);
  };

  return (
    <Stack gap="lg">
      <PageHeading>{heading}</PageHeading>
      {notice && (
        <Alert color={notice.tone === 'error' ? 'red' : 'blue'} variant="light" role={notice.tone === 'error' ? 'alert' : 'status'} maw={560}>
          {notice.message}
        </Alert>
      )}
      {screen === 'loginForm' && <LoginForm form={loginForm} onSubmit={track} failure={trackingFailure} />}
      {screen === 'verification' && (
        <VerificationForm
          key={codesSent}
          resending={resending}
          secondsLeft={countdown.secondsLeft}
          onVerify={verify}
          failure={trackingFailure}
          onRedacted={() => setScreen('redacted')}
          onResend={() => void resend()}
          onStartAgain={startAgain}
        />
      )}
      {screen === 'redacted' && <RedactedNotice onStartAgain={startAgain} />}
    </Stack>
  );
}
