import type { ReactNode } from 'react';
import { Paper, Text } from 'ui-kit';

const COLOURS = { info: '#1864ab', danger: '#c92a2a', success: '#2b8a3e' } as const;

/**
 * A bordered message box from the page-frame layer only, so that the first screen of the wizard does not pull the
 * widgets layer (modals, alerts) into the first visit (the route's JS budget).
 */
export function Notice({ tone = 'info', title, children, role }: { tone?: keyof typeof COLOURS; title?: string; children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <Paper withBorder p="sm" role={role} style={{ borderLeft: `4px solid ${COLOURS[tone]}` }}>
      {title && (
        <Text fw={700} mb={4}>
          {title}
        </Text>
      )}
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </Paper>
  );
}
