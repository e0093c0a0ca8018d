import type { ReactNode } from 'react';
import { Alert } from 'ui-kit/widgets';

/** The enrolment's problem after a press of Enrol (a refused or failed call): with it comes the `ui-kit/widgets` layer. */
export function ProblemAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}
