import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isAuthenticated, tokenState } from '../jwt';
import { DEFAULT_COMPANY, type CompanyId } from '../companies/company';
import { FORM_KEY_QUERY_PARAM, FORM_KEY_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../constants';
import { getLocalStorage, readStored, writeStored } from './storage';

export interface SessionData {
  /** bearer token of the status-page login, persisted in localStorage 'token' */
  token?: string;
  /** the form key, persisted in localStorage 'formKey', sent as the FormKey header */
  formKey?: string;
  company: CompanyId;
  /** the WebsiteType header value */
  websiteType: string;
  /**
   * The draft the application wizard holds in this page (decision 091: its answers live in the wizard's form), null
   * when it holds none: its id once saved, for a screen that links to it. Another screen drops it with `forgetDraft`.
   */
  draft: DraftRef | null;
  peopleId?: number;
  authenticated: boolean;
}

export interface SessionActions {
  setToken(token: string): void;
  clearToken(): void;
  setFormKey(key: string | undefined): void;
  setCompany(company: CompanyId): void;
  setWebsiteType(websiteType: string): void;
  /** the wizard: the draft it holds now */
  setDraft(draft: DraftRef | null): void;
  /** the wizard drops the draft it holds (its next visit loads it again, or starts a new one); and the people id */
  forgetDraft(): void;
  setPeopleId(peopleId: number | undefined): void;
  /** on an unauthenticated event (spec §4): not authenticated, and the rejected token is dropped */
  markUnauthenticated(): void;
}

/** The draft the wizard holds, as other screens know it. */
export interface DraftRef {
  readonly id?: number;
}

export type SessionState = SessionData & SessionActions;
export type SessionStore = StoreApi<SessionState>;

export interface SessionStoreOptions {
  /** defaults to localStorage when usable */
  storage?: Storage | null;
  company?: CompanyId;
  websiteType?: string;
  /** clock for the token expiry check */
  now?: () => number;
}

/** A session store; the app uses the `sessionStore` singleton, tests make their own. */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  const now = options.now ?? Date.now;
  // a stored value that is no token at all (hand-edited, another app's, cut short) is dropped at once: nothing can
  // use it, and it must not break a page (issue 16); an expired one stays until the first navigation raises
  // token-expired (spec §4)
  let token = readStored(storage, TOKEN_STORAGE_KEY);
  if (tokenState(token) === 'unreadable') {
    writeStored(storage, TOKEN_STORAGE_KEY, undefined);
    token = undefined;
  }
  const formKey = readStored(storage, FORM_KEY_STORAGE_KEY);

  return createStore<SessionState>()((set, get) => ({
    token,
    formKey,
    company: options.company ?? DEFAULT_COMPANY,
    websiteType: options.websiteType ?? 'public',
    draft: null,
    peopleId: undefined,
    authenticated: isAuthenticated({ token }, now()),

    setToken(next) {
      // a token this client cannot read is never kept: it could only fail later, on every page
      const kept = tokenState(next, now()) === 'unreadable' ? undefined : next;
      writeStored(storage, TOKEN_STORAGE_KEY, kept);
      set({ token: kept, authenticated: isAuthenticated({ token: kept }, now()) });
    },
    clearToken() {
      writeStored(storage, TOKEN_STORAGE_KEY, undefined);
      set({ token: undefined, authenticated: false });
    },
    setFormKey(key) {
      writeStored(storage, FORM_KEY_STORAGE_KEY, key || undefined);
      set({ formKey: key || undefined });
    },
    setCompany(company) {
      set({ company });
    },
    setWebsiteType(websiteType) {
      set({ websiteType });
    },
    setDraft(draft) {
      if (draft?.id !== get().draft?.id || (draft === null) !== (get().draft === null)) set({ draft });
    },
    forgetDraft() {
      set({ draft: null, peopleId: undefined });
    },
    setPeopleId(peopleId) {
      set({ peopleId });
    },
    markUnauthenticated() {
      writeStored(storage, TOKEN_STORAGE_KEY, undefined);
      set({ token: undefined, authenticated: false });
    },
  }));
}

/** The session singleton, shared by the shell and every remote through the federation singleton. */
export const sessionStore: SessionStore = createSessionStore();

/** React hook over the session singleton: `useSession((s) => s.company)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The `key` query parameter of a URL search string, if any (spec §2). */
export function formKeyFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get(FORM_KEY_QUERY_PARAM);
  return value ? value : undefined;
}

/** Stores the `key` query parameter of any page as the form key (spec §2); returns it when there was one. */
export function captureFormKey(search: string, store: SessionStore = sessionStore): string | undefined {
  const key = formKeyFromSearch(search);
  if (key) store.getState().setFormKey(key);
  return key;
}
