import { createContext, useContext } from 'react';
import type { OperationalNeed } from 'shared-contracts/api';
import { applyFieldChange } from '../model/field-changes';
import { updateDraft } from '../model/use-draft';

/** Reference data the field-driven changes need (the operational needs' colours). */
export const ChangeContextValue = createContext<{ operationalNeeds?: readonly OperationalNeed[] }>({});

/** Sets a field of the draft with the field-driven changes of spec §4, and autosaves. */
export function useFieldChange() {
  const ctx = useContext(ChangeContextValue);
  return (path: string, value: unknown) => updateDraft((draft) => applyFieldChange(draft, path, value, ctx));
}
