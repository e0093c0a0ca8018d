import { useState } from 'react';
import { RANDOM_ID_PATTERN, ROUTES } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/rules';
import { Button, PageHeading, Stack, Text } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { useParams } from 'ui-kit/router';
import { loadResendLinkCall, prefetchResendLinkCall } from './load-resend-link-call';

/**
 * The expired form link (spec §2, §8) with its resend-email button: a new link is mailed to the applicant; 429
 * shows 'Too many requests, please try again in a minute', other failures the server's message or 'Unknown error'.
 * The call's code (the API layer) loads when the applicant comes to the button, not with the page (issue 17); if it
 * cannot be loaded the screen says the service could not be reached, and the next click tries again.
 */
export default function LinkExpiredScreen() {
  const { randomId } = useParams();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  // the link's random id (spec §6, issue 40), which the server named when it answered that the link had expired
  const id = randomId !== undefined && RANDOM_ID_PATTERN.test(randomId) ? randomId : undefined;

  async function resend() {
    if (id === undefined) return setState({ kind: 'error', message: MESSAGES.unknownError });
    setState({ kind: 'sending' });
    let call: Awaited<ReturnType<typeof loadResendLinkCall>>;
    try {
      call = await loadResendLinkCall();
    } catch {
      // the code did not arrive: the network, as a call that does not reach the server
      return setState({ kind: 'error', message: MESSAGES.networkProblem });
    }
    try {
      await call.resendLink(id);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : MESSAGES.unknownError });
    }
  }

  return (
    // the call's code starts loading when the applicant comes to the button (focus, touch or click)
    <Stack gap="md" onFocusCapture={prefetchResendLinkCall} onPointerDownCapture={prefetchResendLinkCall}>
      <PageHeading>{ROUTES.linkExpired.title}</PageHeading>
      <Text>{MESSAGES.linkExpired}</Text>
      {state.kind === 'sent' && (
        <Alert color="green" role="status">
          We have emailed you a new link. It may take a few minutes to arrive.
        </Alert>
      )}
      {state.kind === 'error' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
      <div>
        <Button onClick={() => void resend()} loading={state.kind === 'sending'}>
          Email me a new link
        </Button>
      </div>
    </Stack>
  );
}
