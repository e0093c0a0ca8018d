import type { ReactNode } from 'react';
import { Title } from '@mantine/core';

export const PAGE_HEADING_ID = 'page-heading';

/**
 * The page's one h1. It can take focus (tabIndex -1) so that the host moves focus to it after each
 * navigation and screen-reader users hear where they are.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={1} id={PAGE_HEADING_ID} tabIndex={-1} className="ui-page-heading">
      {children}
    </Title>
  );
}
