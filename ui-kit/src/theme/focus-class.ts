import { useMantineTheme } from '@mantine/core';

/**
 * The focus-ring class Mantine gives a focusable element under the current theme (`theme.focusClassName`, else
 * `mantine-focus-<focusRing>`; the companies' themes ring on every focus). For elements the product draws in
 * Mantine's markup without Mantine's component (decision 056).
 */
export function useFocusClass(): string {
  const theme = useMantineTheme();
  return theme.focusClassName || `mantine-focus-${theme.focusRing}`;
}
