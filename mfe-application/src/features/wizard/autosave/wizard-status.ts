import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'invalid' | 'conflict';

export interface WizardStatus {
  saveState: SaveState;
  failedSaves: number;
  connectionModalShown: boolean;
  connectionModalOpen: boolean;
  lost?: 'link-expired' | 'record-not-found' | 'completed';
  lostRandomId?: string;
  /** The device's copy, loaded offline (decision 047): it has no ID numbers, so the next save reads the server's first. */
  fromDevice: boolean;
}

export const initialWizardStatus = (): WizardStatus => ({ saveState: 'idle', failedSaves: 0, connectionModalShown: false, connectionModalOpen: false, fromDevice: false });

export const wizardStatus = createStore<WizardStatus>()(() => initialWizardStatus());

export function useWizardStatus<T>(selector: (s: WizardStatus) => T): T {
  return useStore(wizardStatus, selector);
}
