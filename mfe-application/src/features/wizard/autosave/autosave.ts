import { FAILED_SAVE_THRESHOLD, isApiError, sessionStore, type SessionStore } from 'shared-contracts';
import { draftChange, formApi, withIdNumbersOf, type ApplicantDraft } from 'shared-contracts/form';
import { draftHome as pageDraft, type DraftHome } from '../model/draft';
import { SERVER_FIELDS } from '../model/derive-draft';
import { removeLocalCopy, writeLocalCopy } from './local-copy';
import { savedBase, setSavedBase } from './saved-base';
import { wizardStatus } from './wizard-status';

export interface AutosaveDeps {
  api?: Pick<typeof formApi, 'createForm' | 'updateForm' | 'getForm'>;
  store?: SessionStore;
  home?: DraftHome;
  debounceMs?: number;
  /** doubles with each failed retry, up to `maxRetryMs` */
  retryMs?: number;
  maxRetryMs?: number;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** Names the fields emptied since the last save: the server keeps any field a save does not name (issue 40). */
export const saveBody = (draft: ApplicantDraft): ApplicantDraft => draftChange(savedBase(), draft);

/**
 * Autosave (spec §4). The retry delay backs off only as retries fail: saves prompted by typing do not push the
 * next retry further away, so answers typed while the API was down are saved soon after it comes back.
 */
export function createAutosave(deps: AutosaveDeps = {}) {
  const api = deps.api ?? formApi;
  const store = deps.store ?? sessionStore;
  const home = deps.home ?? pageDraft;
  const debounceMs = deps.debounceMs ?? 800;
  const retryMs = deps.retryMs ?? 2000;
  const maxRetryMs = deps.maxRetryMs ?? 30_000;
  const events = deps.events === undefined ? (typeof window === 'undefined' ? null : window) : deps.events;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | undefined;
  let again = false;
  let failedRetries = 0;
  let retrying = false;
  let listening = false;
  // each form's key, as it was opened or created: a save is sent with its own form's key, not with the one of a form
  // whose link was opened meanwhile (the session holds the key of the page's address)
  const formKeys = new Map<number, string>();

  const onOnline = () => {
    if (status().saveState === 'offline' || status().fromDevice) void retry();
  };
  function listenForOnline(on: boolean): void {
    if (!events || listening === on) return;
    listening = on;
    if (on) events.addEventListener('online', onOnline);
    else events.removeEventListener('online', onOnline);
  }

  function retry(): Promise<boolean> {
    retrying = true;
    return flush().finally(() => {
      retrying = false;
    });
  }

  const status = () => wizardStatus.getState();
  const setStatus = (patch: Partial<ReturnType<typeof status>>) => wizardStatus.setState(patch);

  // what was typed while the save was in flight wins over the server's answer, except for the server's own fields
  function mergeServer(sent: ApplicantDraft, saved: ApplicantDraft): void {
    setSavedBase(saved);
    const current = home.get() ?? sent;
    const server: Partial<ApplicantDraft> = {};
    for (const field of SERVER_FIELDS) (server as Record<string, unknown>)[field] = saved[field];
    const unchanged = JSON.stringify({ ...current, ...server }) === JSON.stringify({ ...sent, ...server });
    const next = unchanged ? { ...saved, _notSaved: false } : { ...current, ...server, _notSaved: false };
    home.set(next);
    writeLocalCopy(next, !unchanged);
  }

  function failed(error: unknown): void {
    if (!isApiError(error)) countFailure();
    else if (error.status === 409 && error.code === 'form_completed') setStatus({ saveState: 'saved', lost: 'completed' });
    else if (error.status === 409) setStatus({ saveState: 'conflict' });
    else if (error.status === 401) setStatus({ lost: 'link-expired', ...(error.randomId ? { lostRandomId: error.randomId } : {}) });
    else if (error.status === 404) setStatus({ lost: 'record-not-found' });
    else if (error.kind === 'invalid-request' || error.status === 400) setStatus({ saveState: 'invalid' });
    else countFailure();
  }

  function countFailure(): void {
    const failedSaves = status().failedSaves + 1;
    const open = failedSaves >= FAILED_SAVE_THRESHOLD && !status().connectionModalShown;
    setStatus({ saveState: 'offline', failedSaves, ...(open ? { connectionModalOpen: true, connectionModalShown: true } : {}) });
    if (retrying) failedRetries += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void retry(), Math.min(maxRetryMs, retryMs * 2 ** Math.min(failedRetries, 10)));
    listenForOnline(true);
  }

  // the device's copy holds no ID numbers (decision 039): a save from it would blank the server's
  async function withServerIdNumbers(id: number): Promise<ApplicantDraft> {
    const { form } = await api.getForm({ params: { ref: String(id) } });
    const current = home.get() ?? {};
    const draft = withIdNumbersOf(current, form);
    if (draft !== current) home.set(draft);
    setStatus({ fromDevice: false });
    return draft;
  }

  async function saveOnce(): Promise<boolean> {
    const draft = home.get();
    if (!draft) return true;
    setStatus({ saveState: 'saving' });
    try {
      if (draft._id === undefined) {
        const created = await api.createForm({ body: draft });
        store.getState().setFormKey(created.key);
        if (created.form._id !== undefined) formKeys.set(created.form._id, created.key);
        removeLocalCopy(undefined);
        mergeServer(draft, created.form);
      } else {
        const sent = status().fromDevice ? await withServerIdNumbers(draft._id) : draft;
        const saved = await api.updateForm({ params: { id: draft._id }, body: { ...saveBody(sent), _version: sent._version }, formKey: formKeys.get(draft._id) });
        // another form was opened while this one's save was in flight: the answer is not the page's any more, only
        // this device's copy of the saved form learns that it is saved
        if (home.get()?._id === draft._id) mergeServer(sent, saved.form);
        else writeLocalCopy({ ...saved.form, _notSaved: false }, false);
      }
      clearTimeout(retryTimer);
      failedRetries = 0;
      listenForOnline(false);
      setStatus({ saveState: 'saved', failedSaves: 0 });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  /** Resolves true when the server has the current answers. */
  function flush(): Promise<boolean> {
    clearTimeout(timer);
    if (status().saveState === 'conflict' || status().lost) return Promise.resolve(false);
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      let ok = await saveOnce();
      while (ok && again) {
        again = false;
        ok = await saveOnce();
      }
      return ok;
    })().finally(() => {
      inFlight = undefined;
      again = false;
    });
    return inFlight;
  }

  function changed(): void {
    const draft = home.get();
    if (!draft) return;
    writeLocalCopy({ ...draft, _notSaved: true }, true);
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), debounceMs);
  }

  function dispose(): void {
    clearTimeout(timer);
    clearTimeout(retryTimer);
    listenForOnline(false);
  }

  /** The form `id` was opened with `key` (the session's when its page was loaded). */
  function opened(id: number, key: string | undefined): void {
    if (key) formKeys.set(id, key);
  }

  return { changed, flush, opened, saveWhenOnline: () => listenForOnline(true), dispose };
}

export const autosave = createAutosave();
