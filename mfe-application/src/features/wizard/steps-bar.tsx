import { useSyncExternalStore } from 'react';
import { Box, Group, Text, VisuallyHidden } from 'ui-kit';

/** A phone's width (Mantine's `xs`, 36em): the steps bar shows the current step's name only, so it takes one row. */
const NARROW = '(max-width: 36em)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isNarrow = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/**
 * The steps bar of spec §2: 4 steps, or 3 for the asset variants, with the current one marked for assistive
 * technology. On a phone it takes one row (issue 18): the other steps show their number, their names stay for
 * screen readers.
 */
export function StepsBar({ steps, current, completed }: { steps: readonly string[]; current: number; completed: number }) {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  return (
    <Box component="nav" aria-label="Application steps">
      <Group component="ol" gap="xs" wrap={narrow ? 'nowrap' : 'wrap'} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((name, index) => {
          const step = index + 1;
          const state = step === current ? 'current' : step <= completed ? 'completed' : 'not started';
          const short = narrow && step !== current;
          return (
            <li key={name} aria-current={step === current ? 'step' : undefined} style={short ? { flex: 'none' } : { minWidth: 0 }}>
              <Text
                component="span"
                size="sm"
                fw={700}
                px="sm"
                py={4}
                style={{
                  display: 'inline-block',
                  maxWidth: '100%',
                  borderRadius: 4,
                  border: '1px solid var(--mantine-primary-color-filled)',
                  background: step === current ? 'var(--mantine-primary-color-filled)' : step <= completed ? 'var(--mantine-primary-color-light)' : 'transparent',
                  color: step === current ? 'var(--mantine-color-white)' : 'inherit',
                }}
              >
                {short ? (
                  <>
                    {step}.<VisuallyHidden>{` ${name}`}</VisuallyHidden>
                  </>
                ) : (
                  `${step}. ${name}`
                )}
              </Text>
              <VisuallyHidden component="span">{` (${state})`}</VisuallyHidden>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
