const started = new Map<string, Promise<unknown>>();

export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = started.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    started.set(key, promise);
    // a failed load is forgotten, so the shell's "Try again" loads it again
    promise.catch(() => started.delete(key));
  }
  return promise;
}

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** webpack (and Node in tests) reject an import of a name outside the folder with code MODULE_NOT_FOUND: the 404 screen */
export function missingAsNull(error: unknown): null {
  if ((error as { code?: string } | null)?.code === 'MODULE_NOT_FOUND') return null;
  throw error;
}
