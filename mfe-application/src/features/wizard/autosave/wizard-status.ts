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
  /** the expired form's link random id, for /link-expired/{randomId} (spec §6, issue 40) */
  lostRandomId?: string;
  /**
   * The draft shown is this device's copy, read because the server could not be reached when the page loaded
   * (decision 047): it has no identity-document numbers, so the next save reads the server's draft first.
   */
  fromDevice: boolean;
}

export const initialWizardStatus = (): WizardStatus => ({ saveState: 'idle', failedSaves: 0, connectionModalShown: false, connectionModalOpen: false, fromDevice: false });

export const wizardStatus = createStore<WizardStatus>()(() => initialWizardStatus());

export function useWizardStatus<T>(selector: (s: WizardStatus) => T): T {
  return useStore(wizardStatus, selector);
}
