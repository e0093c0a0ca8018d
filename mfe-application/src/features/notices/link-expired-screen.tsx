import { useState } from 'react';
import { RANDOM_ID_PATTERN, ROUTES, failureMessage } from 'shared-contracts';
import { MESSAGES, formApi } from 'shared-contracts/form';
import { PageHeading, Stack, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';
import { useParams } from 'ui-kit/router';

export default function LinkExpiredScreen() {
  const { randomId } = useParams();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const id = randomId !== undefined && RANDOM_ID_PATTERN.test(randomId) ? randomId : undefined;

  async function resend() {
    if (id === undefined) return setState({ kind: 'error', message: MESSAGES.unknownError });
    setState({ kind: 'sending' });
    try {
      await formApi.mailFormSaved({ body: { randomId: id } });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', message: failureMessage(error) });
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
