import { useEffect, useRef } from 'react';
import { Alert } from 'ui-kit/widgets';

// the dialog that made the change has closed: the focus goes to what it did
export function DoneAlert({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <Alert ref={ref} tabIndex={-1} role="status" color="teal" variant="outline" title="Done">
      {children}
    </Alert>
  );
}
