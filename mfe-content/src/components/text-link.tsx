import type { ReactNode } from 'react';
import { Anchor } from 'ui-kit';
import { Link } from 'ui-kit/router';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always">
      {children}
    </Anchor>
  );
}
