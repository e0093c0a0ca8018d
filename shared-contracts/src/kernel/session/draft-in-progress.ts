import type { Company } from '../companies/company';
import { formatDate } from '../dates';
import { getLocalStorage, readStored, writeStored } from './storage';

/** Which saved form to offer to continue: no personal data (the answers are on the server). */
export interface DraftInProgress {
  id: number;
  /** the last step completed (spec §4 `_stepCompleted`, 0 to 4) */
  stepCompleted: number;
  /** epoch ms */
  savedAt: number;
}

export const DRAFT_IN_PROGRESS_STORAGE_KEY = 'msic-draft-in-progress';

/** The step it continues at, 1-based, and the day it was last saved (empty if unknown). */
export function describeDraftInProgress(draft: DraftInProgress, company: Pick<Company, 'steps' | 'timeZone'>): { step: number; stepName: string; savedOn: string } {
  const { steps } = company;
  const step = Math.max(1, Math.min(draft.stepCompleted + 1, steps.length));
  return { step, stepName: steps[step - 1] ?? '', savedOn: draft.savedAt > 0 ? formatDate(new Date(draft.savedAt), company.timeZone) : '' };
}

export function readDraftInProgress(storage: Storage | null = getLocalStorage()): DraftInProgress | null {
  try {
    const raw = readStored(storage, DRAFT_IN_PROGRESS_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DraftInProgress>;
    if (typeof value?.id !== 'number' || !Number.isInteger(value.id) || value.id <= 0) return null;
    return { id: value.id, stepCompleted: typeof value.stepCompleted === 'number' ? value.stepCompleted : 0, savedAt: typeof value.savedAt === 'number' ? value.savedAt : 0 };
  } catch {
    return null;
  }
}

export function writeDraftInProgress(value: DraftInProgress, storage: Storage | null = getLocalStorage()): void {
  writeStored(storage, DRAFT_IN_PROGRESS_STORAGE_KEY, JSON.stringify(value));
}

/** One key per form, `new` before the first save. */
export const DRAFT_COPY_STORAGE_PREFIX = 'msic-application-draft:';

export function clearDraftsOnDevice(storage: Storage | null = getLocalStorage()): void {
  writeStored(storage, DRAFT_IN_PROGRESS_STORAGE_KEY, undefined);
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(DRAFT_COPY_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage refused: nothing we can remove
  }
}
