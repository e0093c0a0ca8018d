import { useState } from 'react';
import { ROUTES } from 'shared-contracts';
import { MESSAGES, errorMessage, getApi } from 'shared-contracts/api';
import { parseNumericId } from 'shared-contracts/rules';
import { Button, PageHeading, Stack, Text } from 'ui-kit';
import { Alert } from 'ui-kit/widgets';
import { useParams } from 'ui-kit/router';

/**
 * The expired form link (spec §2, §8) with its resend-email button: a new link is mailed to the applicant; 429
 * shows 'Too many requests, please try again in a minute', other failures the server's message or 'Unknown error'.
 */
export default function LinkExpiredScreen() {
  const { randomId } = useParams();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const id = parseNumericId(randomId) ?? undefined;

  async function resend() {
    if (id === undefined) return setState({ kind: 'error', message: MESSAGES.unknownError });
    setState({ kind: 'sending' });
    try {
      await getApi().call('mailFormSaved', { body: { id } });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="md">
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
