import { useEffect, useState } from 'react';
import { Group, Stack, Text } from 'ui-kit';
import { Button } from 'ui-kit/form';
import { Modal } from 'ui-kit/modal';

export default function IdleWarning({ opened, remaining, onStay }: { opened: boolean; remaining: number; onStay: () => void }) {
  // Mantine returns the focus only when `opened` turns true after the first render (WCAG 2.4.3)
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
