import { FAILED_SAVE_THRESHOLD, sessionStore, type SessionStore } from 'shared-contracts';
import { withIdNumbersOf } from 'shared-contracts/form';
import type { ApiClient, ApiError, ApplicantDraft } from 'shared-contracts/api';
import { draftHome as pageDraft, type DraftHome } from '../model/draft';
import { formLayers, loadApi } from '../model/form-layers';
import { removeLocalCopy, writeLocalCopy } from './local-copy';
import { savedBase, setSavedBase } from './saved-base';
import { wizardStatus } from './wizard-status';

export interface AutosaveDeps {
  api?: () => Pick<ApiClient, 'call'>;
  /** where the form key is kept */
  store?: SessionStore;
  /** where the draft is (the page's draft home) */
  home?: DraftHome;
  /** quiet time after the last change before saving */
  debounceMs?: number;
  /** first retry delay after a failed save; doubles with each failed retry, up to `maxRetryMs` */
  retryMs?: number;
  /** longest wait between two retries (default 30 s) */
  maxRetryMs?: number;
  /** where the browser's `online` event is heard (default: window, when there is one) */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** Whether an error is the API client's (its layer is here whenever a call was made with it). */
const isApiError = (error: unknown): error is ApiError => formLayers()?.api.isApiError(error) ?? false;

/** The fields the server owns: taken from its answer without touching what the applicant typed meanwhile. */
const SERVER_FIELDS = ['_id', '_version', '_company', '_formLink', '_peopleId', '_mailLinkSent', '_isSaved'] as const;

/**
 * The body of a save of `draft`: the draft, and the fields the saved draft had that it no longer has (`_cleared`):
 * the server keeps any field a save does not name (issue 40). The form layers are here: a save loads them first.
 */
export function saveBody(draft: ApplicantDraft): ApplicantDraft {
  const layers = formLayers();
  if (!layers) throw new Error('A save needs the form layers');
  return layers.validators.draftChange(savedBase(), draft);
}

/**
 * Autosave (spec §4): creates the form on the first save, then updates it, naming the version it read so that
 * another tab's save is never silently overwritten (409 → conflict). A failed save is kept locally and retried
 * (after a delay, when the browser comes back online, and on the next change); after 3 failed saves in a row
 * the connection modal opens, once. The retry delay backs off (2 s, 4 s, … 30 s) only as the retries themselves
 * fail: saves prompted by typing count as failed saves (spec §8) but do not push the next retry further away, so
 * the answers typed while the API was down are saved within seconds of it coming back.
 */
export function createAutosave(deps: AutosaveDeps = {}) {
  // the API layer comes with the form layers (decision 070): the first save waits for them, and a failure to load
  // them is a failed save like any other
  const client = deps.api ? async () => deps.api!() : async () => (await loadApi()).getApi();
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
  /** failed retries in a row: the exponent of the next retry delay */
  let failedRetries = 0;
  let retrying = false;
  let listening = false;

  /**
   * Back online (spec §4): retry at once rather than at the end of the current delay; a page that showed the device's
   * copy because it loaded offline saves again now (decision 047).
   */
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

  /**
   * The server's answer is the derived record (issue 15): adopted whole when nothing was typed while the save was
   * in flight; otherwise what was typed is kept with the server's bookkeeping, and the next save is derived again.
   */
  function mergeServer(sent: ApplicantDraft, saved: ApplicantDraft): boolean {
    setSavedBase(saved);
    const current = home.get() ?? sent;
    const server: Partial<ApplicantDraft> = {};
    for (const field of SERVER_FIELDS) (server as Record<string, unknown>)[field] = saved[field];
    const unchanged = JSON.stringify({ ...current, ...server }) === JSON.stringify({ ...sent, ...server });
    const next = unchanged ? { ...saved, _notSaved: false } : { ...current, ...server, _notSaved: false };
    home.set(next);
    writeLocalCopy(next, !unchanged);
    return unchanged;
  }

  function failed(error: unknown): boolean {
    if (isApiError(error)) {
      if (error.status === 409 && error.code === 'form_completed') setStatus({ saveState: 'saved', lost: 'completed' });
      else if (error.status === 409) setStatus({ saveState: 'conflict' });
      else if (error.status === 401) setStatus({ lost: 'link-expired', ...(error.randomId ? { lostRandomId: error.randomId } : {}) });
      else if (error.status === 404) setStatus({ lost: 'record-not-found' });
      else if (error.kind === 'invalid-request' || error.status === 400) setStatus({ saveState: 'invalid' });
      else return countFailure();
      return false;
    }
    return countFailure();
  }

  function countFailure(): boolean {
    const failedSaves = status().failedSaves + 1;
    const open = failedSaves >= FAILED_SAVE_THRESHOLD && !status().connectionModalShown;
    setStatus({ saveState: 'offline', failedSaves, ...(open ? { connectionModalOpen: true, connectionModalShown: true } : {}) });
    if (retrying) failedRetries += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void retry(), Math.min(maxRetryMs, retryMs * 2 ** Math.min(failedRetries, 10)));
    listenForOnline(true);
    return false;
  }

  /**
   * The page loaded offline shows the device's copy, which never holds identity-document numbers (decision 039):
   * before its first save the server's draft is read and its numbers put back where none was typed, so that a save
   * never blanks them. The version stays the copy's: if another device saved since, the save is a conflict (409).
   */
  async function withServerIdNumbers(id: number): Promise<ApplicantDraft> {
    const { form } = await (await client()).call('getForm', { params: { ref: String(id) } });
    const current = home.get() ?? {};
    const draft = withIdNumbersOf(current, form);
    if (draft !== current) home.set(draft);
    setStatus({ fromDevice: false });
    return draft;
  }

  async function saveOnce(): Promise<boolean> {
    if (!home.get()) return true;
    setStatus({ saveState: 'saving' });
    try {
      const api = await client();
      // read once the layers are here: the draft model has been applied to what was typed before they came
      const draft = home.get();
      if (!draft) return true;
      if (draft._id === undefined) {
        const created = await api.call('createForm', { body: draft });
        store.getState().setFormKey(created.key);
        removeLocalCopy(undefined);
        mergeServer(draft, created.form);
      } else {
        const sent = status().fromDevice ? await withServerIdNumbers(draft._id) : draft;
        // every save names the version it read: the server refuses one without (two tabs never overwrite each other);
        // and the fields emptied since the saved draft, which the server otherwise keeps (issue 40, decision 082)
        const saved = await api.call('updateForm', { params: { id: draft._id }, body: { ...saveBody(sent), _version: sent._version } });
        mergeServer(sent, saved.form);
      }
      clearTimeout(retryTimer);
      failedRetries = 0;
      listenForOnline(false);
      setStatus({ saveState: 'saved', failedSaves: 0 });
      return true;
    } catch (error) {
      return failed(error);
    }
  }

  /** Saves now (waiting for a save in flight first); resolves true when the server has the current answers. */
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

  /** A change: kept locally at once, saved after a quiet moment. */
  function changed(): void {
    const draft = home.get();
    if (!draft) return;
    writeLocalCopy({ ...draft, _notSaved: true }, true);
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), debounceMs);
  }

  /** Saves when the browser comes back online (a page loaded offline from the device's copy, decision 047). */
  function saveWhenOnline(): void {
    listenForOnline(true);
  }

  function dispose(): void {
    clearTimeout(timer);
    clearTimeout(retryTimer);
    listenForOnline(false);
  }

  return { changed, flush, saveWhenOnline, dispose };
}

export type Autosave = ReturnType<typeof createAutosave>;

/** The page's autosave (one per page: every step of the wizard shares it). */
export const autosave = createAutosave();
