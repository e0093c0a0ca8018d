import { useMantineTheme } from '@mantine/core';

/** For elements drawn in Mantine's markup without Mantine's component (decision 056). */
export function useFocusClass(): string {
  const theme = useMantineTheme();
  return theme.focusClassName || `mantine-focus-${theme.focusRing}`;
}
