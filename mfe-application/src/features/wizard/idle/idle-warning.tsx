import { useEffect, useState } from 'react';
import { Group, Stack, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Modal } from 'ui-kit/modal';

/**
 * The warning before the idle timeout ends (WCAG 2.2.1): an alert dialog, announced as it opens, with focus on
 * the one action that lets the applicant stay (Enter or Space extends the time). On closing, the focus goes back
 * to where the applicant was (WCAG 2.4.3).
 */
export default function IdleWarning({ opened, remaining, onStay }: { opened: boolean; remaining: number; onStay: () => void }) {
  // the modal remembers the focused element when `opened` changes to true after its first render (Mantine's focus
  // return), so it is first drawn closed even when the warning is due at once
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(opened), [opened]);
  return (
    <Modal opened={open} onClose={onStay} title="Are you still there?" centered alert>
      <Stack>
        <Text role="timer">For your security, this session will end in {remaining} seconds because there has been no activity.</Text>
        <Group justify="flex-end">
          <Button onClick={onStay} data-autofocus>
            Continue my application
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
