import { MESSAGES } from 'shared-contracts/form';
import { Group, Stack, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Modal } from 'ui-kit/modal';
import { autosave } from './autosave';
import { useWizardStatus, wizardStatus } from './wizard-status';

export function ConnectionModal() {
  const opened = useWizardStatus((s) => s.connectionModalOpen);
  const close = () => wizardStatus.setState({ connectionModalOpen: false });
  return (
    <Modal opened={opened} onClose={close} title="We are having trouble saving your form" centered>
      <Stack>
        <Text>{MESSAGES.connectionTrouble}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Continue
          </Button>
          <Button
            onClick={() => {
              close();
              void autosave.flush();
            }}
          >
            Try saving now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
