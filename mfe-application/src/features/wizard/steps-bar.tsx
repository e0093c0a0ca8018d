import { Box, Group, Text } from 'ui-kit';

/** The steps bar of spec §2: 4 steps, or 3 for the asset variants, with the current one marked for assistive technology. */
export function StepsBar({ steps, current, completed }: { steps: readonly string[]; current: number; completed: number }) {
  return (
    <Box component="nav" aria-label="Application steps">
      <Group component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((name, index) => {
          const step = index + 1;
          const state = step === current ? 'current' : step <= completed ? 'completed' : 'not started';
          return (
            <li key={name} aria-current={step === current ? 'step' : undefined}>
              <Text
                component="span"
                size="sm"
                fw={700}
                px="sm"
                py={4}
                style={{
                  display: 'inline-block',
                  borderRadius: 4,
                  border: '1px solid var(--mantine-primary-color-filled)',
                  background: step === current ? 'var(--mantine-primary-color-filled)' : step <= completed ? 'var(--mantine-primary-color-light)' : 'transparent',
                  color: step === current ? 'var(--mantine-color-white)' : 'inherit',
                }}
              >
                {step}. {name}
              </Text>
              <Text component="span" className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {` (${state})`}
              </Text>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
