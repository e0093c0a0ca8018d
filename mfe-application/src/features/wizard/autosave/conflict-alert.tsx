import { Button, Group, Text } from 'ui-kit';
import { Notice } from '../../../components/notice';
import { useWizardStatus } from './wizard-status';

/** Two tabs on one form (issue 3): the later save is refused, and the applicant chooses to load the saved answers. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const state = useWizardStatus((s) => s.saveState);
  if (state !== 'conflict') return null;
  return (
    <Notice tone="danger" title="This form was changed somewhere else" role="alert">
      <Text mb="sm">
        Your application was saved from another tab or window after this page opened, so this page has stopped saving to avoid overwriting those
        answers. Load the saved answers to continue.
      </Text>
      <Group>
        <Button onClick={onReload}>Load the saved answers</Button>
      </Group>
    </Notice>
  );
}
