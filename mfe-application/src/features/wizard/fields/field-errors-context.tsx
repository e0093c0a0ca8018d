import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { FieldErrorMap } from 'shared-contracts/api';

interface FieldErrorsState {
  errors: FieldErrorMap;
  /** after a failed "Next" every error shows; before it, only those of fields the applicant has left */
  showAll: boolean;
  touched: ReadonlySet<string>;
  touch(path: string): void;
}

const Context = createContext<FieldErrorsState>({ errors: {}, showAll: false, touched: new Set(), touch: () => undefined });

/** The step's current field errors (from the shared validators), and which of them to show. */
export function FieldErrorsProvider({ errors, showAll, children }: { errors: FieldErrorMap; showAll: boolean; children: ReactNode }) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const value = useMemo<FieldErrorsState>(
    () => ({ errors, showAll, touched, touch: (path) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path))) }),
    [errors, showAll, touched],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The error to show next to a field, if any, and the blur handler that reveals it. */
export function useFieldError(path: string): { error: string | undefined; onBlur: () => void } {
  const { errors, showAll, touched, touch } = useContext(Context);
  const message = errors[path]?.[0];
  return { error: showAll || touched.has(path) ? message : undefined, onBlur: () => touch(path) };
}
