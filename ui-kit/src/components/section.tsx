import type { ReactNode } from 'react';
import { Stack, Title, type StackProps } from '@mantine/core';

/** A section named by its heading (an h2 the size of an h3), which `headingId` gives the id it is labelled by. */
export function Section({ headingId, heading, children, ...stack }: StackProps & { headingId: string; heading: ReactNode; 'data-testid'?: string }) {
  return (
    <Stack component="section" aria-labelledby={headingId} {...stack}>
      <Title order={2} size="h3" id={headingId}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
