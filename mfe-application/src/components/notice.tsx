import type { ReactNode } from 'react';
import { Paper, Text } from 'ui-kit';

const COLOURS = { info: '#1864ab', danger: '#c92a2a', success: '#2b8a3e' } as const;

/** Not the widgets' Alert: the wizard's first screen must not load the widgets (modals, alerts). */
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
