import { useEffect, useRef } from 'react';
import { describeDraftInProgress, type Company, type DraftInProgress } from 'shared-contracts';
import { Group, Stack, Text, Title } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Notice } from '../../../components/notice';

/** Focused when shown, so a screen reader hears the choice. */
export function ContinueOffer({ draft, company, onContinue, onStartAgain }: { draft: DraftInProgress; company: Company; onContinue: () => void; onStartAgain: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, []);
  const { step, stepName, savedOn } = describeDraftInProgress(draft, company);
  return (
    <div ref={region} tabIndex={-1} aria-labelledby="continue-offer-title" role="region">
      <Notice>
        <Stack gap="sm">
          <Title order={2} size="h3" id="continue-offer-title">
            You have an application in progress
          </Title>
          <Text>
            This device has an application you started (reference {draft.id}){savedOn ? `, last saved on ${savedOn}` : ''}. You can continue it at step{' '}
            {step}: {stepName}.
          </Text>
          <Text size="sm">Starting again removes it from this device only: it stays saved, and a link we emailed you still opens it.</Text>
          <Group>
            <Button onClick={onContinue}>Continue your application</Button>
            <Button variant="default" onClick={onStartAgain}>
              Start a new application
            </Button>
          </Group>
        </Stack>
      </Notice>
    </div>
  );
}
