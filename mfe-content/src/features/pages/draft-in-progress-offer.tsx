import { useEffect, useState } from 'react';
import { describeDraftInProgress, href, readDraftInProgress, sessionStore, startAgain, type Company, type DraftInProgress } from 'shared-contracts';
import { Group, Paper, Stack, Text, Title } from 'ui-kit';
import { Button, ButtonLink } from 'ui-kit/form';
import { useNavigate } from 'ui-kit/router';

export function DraftInProgressOffer({ company }: { company: Company }) {
  const [draft, setDraft] = useState<DraftInProgress | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const found = readDraftInProgress();
    setDraft(found && sessionStore.getState().formKey ? found : null);
  }, []);
  if (!draft) return null;
  const { step, stepName, savedOn } = describeDraftInProgress(draft, company);
  return (
    <Paper withBorder p="lg" radius="md" role="region" aria-labelledby="draft-in-progress-title" style={{ borderLeft: '4px solid var(--mantine-primary-color-filled)' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="draft-in-progress-title">
          You have an application in progress
        </Title>
        <Text>
          You started an application on this device (reference {draft.id}){savedOn ? `, last saved on ${savedOn}` : ''}. Continue at step {step}: {stepName}.
        </Text>
        <Group>
          <ButtonLink to={href('form', { id: draft.id })} onClick={() => sessionStore.getState().forgetDraft()}>
            Continue your application
          </ButtonLink>
          <Button
            variant="default"
            onClick={() => {
              startAgain();
              setDraft(null);
              navigate(href('newForm'));
            }}
          >
            Start a new application
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
