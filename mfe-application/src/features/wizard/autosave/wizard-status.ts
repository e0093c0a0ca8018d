import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'invalid' | 'conflict';

/** What the wizard shows about saving: the state, failed saves in a row, the connection modal (shown once, spec §4). */
export interface WizardStatus {
  saveState: SaveState;
  failedSaves: number;
  connectionModalShown: boolean;
  connectionModalOpen: boolean;
  /** the form this page saves is gone or no longer ours: 'link-expired', 'record-not-found' or 'completed' */
  lost?: 'link-expired' | 'record-not-found' | 'completed';
}

export const initialWizardStatus = (): WizardStatus => ({ saveState: 'idle', failedSaves: 0, connectionModalShown: false, connectionModalOpen: false });

export const wizardStatus = createStore<WizardStatus>()(() => initialWizardStatus());

export function useWizardStatus<T>(selector: (s: WizardStatus) => T): T {
  return useStore(wizardStatus, selector);
}
