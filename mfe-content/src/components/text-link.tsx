import type { ReactNode } from 'react';
import { Anchor } from 'ui-kit';
import { Link } from 'ui-kit/router';

/**
 * A link in running text to a page of the site: through the router (no page load), and underlined, as every link
 * in running text is: colour alone does not tell them apart (WCAG 1.4.1).
 */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always">
      {children}
    </Anchor>
  );
}
