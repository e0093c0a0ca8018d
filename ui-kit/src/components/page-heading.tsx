import type { ReactNode } from 'react';
import { Title } from '@mantine/core';

export const PAGE_HEADING_ID = 'page-heading';

/** Focusable, so that screen-reader users hear where they are after each navigation. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={1} id={PAGE_HEADING_ID} tabIndex={-1} className="ui-page-heading">
      {children}
    </Title>
  );
}
