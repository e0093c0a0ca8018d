import { Button, Group, Stack, Text } from 'ui-kit';
import { Modal } from 'ui-kit/widgets';

/** The warning before the idle timeout ends (WCAG 2.2.1): the applicant can stay with one action. */
export default function IdleWarning({ remaining, onStay }: { remaining: number; onStay: () => void }) {
  return (
    <Modal opened onClose={onStay} title="Are you still there?" centered>
      <Stack>
        <Text role="timer" aria-live="polite">
          For your security, this session will end in {remaining} seconds because there has been no activity.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onStay}>Continue my application</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
