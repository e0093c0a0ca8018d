import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isAuthenticated, tokenState } from '../jwt';
import { DEFAULT_COMPANY, type CompanyId } from '../companies/company';
import { FORM_KEY_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../constants';
import { getLocalStorage, readStored, writeStored } from './storage';

export interface SessionData {
  /** of the status-page login */
  token?: string;
  formKey?: string;
  company: CompanyId;
  websiteType: string;
  /** the draft the wizard holds in this page (decision 091: its answers live in the wizard's form) */
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
  setDraft(draft: DraftRef | null): void;
  /** and the people id */
  forgetDraft(): void;
  setPeopleId(peopleId: number | undefined): void;
  /** on an unauthenticated event (spec §4): not authenticated, and the rejected token is dropped */
  markUnauthenticated(): void;
}

export interface DraftRef {
  readonly id?: number;
}

export type SessionState = SessionData & SessionActions;
export type SessionStore = StoreApi<SessionState>;

export interface SessionStoreOptions {
  storage?: Storage | null;
  company?: CompanyId;
  websiteType?: string;
  now?: () => number;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  const now = options.now ?? Date.now;
  // a stored value that is no token at all is dropped at once: it must not break a page; an expired one stays until
  // the first navigation raises token-expired (spec §4)
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

export const sessionStore: SessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
