import { useId, useState } from 'react';
import { Box, Text } from 'ui-kit';
import { UnstyledButton } from 'ui-kit/widgets';

export function Transcript({ text, initiallyOpen = false }: { text: string; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <Box>
      <UnstyledButton aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} className="induction-disclosure">
        {open ? 'Hide transcript' : 'Show transcript'}
      </UnstyledButton>
      <Box id={id} hidden={!open} mt="xs" p="sm" bg="gray.0" style={{ borderLeft: '4px solid var(--mantine-color-gray-5)' }}>
        <Text size="sm" fw={700}>
          Transcript
        </Text>
        <Text>{text}</Text>
      </Box>
    </Box>
  );
}
