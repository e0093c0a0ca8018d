// localStorage, tolerating browsers that refuse it (spec §8 "local storage unavailable") and Node, which has none
const PROBE_KEY = '__msic_storage_probe__';

export function getLocalStorage(): Storage | null {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (!storage) return null;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

export const storageAvailable = (): boolean => getLocalStorage() !== null;

export function readStored(storage: Storage | null, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(storage: Storage | null, key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // storage refused the write (quota, private mode): the in-memory state still holds the value
  }
}
