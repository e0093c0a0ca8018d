import { FORM_KEY_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../constants';
import { createSessionStore, sessionStore } from './session';
import { getLocalStorage, storageAvailable } from './storage';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

class RefusingStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('QuotaExceededError');
  }
  override getItem(): string | null {
    throw new DOMException('SecurityError');
  }
}

const NOW = Date.UTC(2025, 5, 15);
const token = (exp: number) => `e30.${Buffer.from(JSON.stringify({ exp, sub: '1233067' })).toString('base64url')}.sig`;
const fresh = token(NOW / 1000 + 3600);
const stale = token(NOW / 1000 - 1);

describe('the session store', () => {
  it('starts from what local storage holds', () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, fresh);
    storage.setItem(FORM_KEY_STORAGE_KEY, 'form-key-1');
    const s = createSessionStore({ storage, now: () => NOW }).getState();
    expect(s).toMatchObject({ token: fresh, formKey: 'form-key-1', company: 'msic', draft: null, authenticated: true });
  });

  it("§6 persists the token in localStorage 'token'; clearToken removes it", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore({ storage, now: () => NOW });
    store.getState().setToken(fresh);
    expect(storage.getItem('token')).toBe(fresh);
    expect(store.getState().authenticated).toBe(true);
    store.getState().clearToken();
    expect(storage.getItem('token')).toBeNull();
    expect(store.getState()).toMatchObject({ token: undefined, authenticated: false });
  });

  it.each(['not-a-jwt', 'aaa.bbb', 'aaa.b*cd.ccc', `aaa.${Buffer.from('not json').toString('base64url')}.ccc`])(
    'issue 16: a stored token %j that cannot be decoded is removed from storage when the store starts',
    (value) => {
      const storage = new MemoryStorage();
      storage.setItem(TOKEN_STORAGE_KEY, value);
      const s = createSessionStore({ storage, now: () => NOW }).getState();
      expect(s).toMatchObject({ token: undefined, authenticated: false });
      expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    },
  );

  it('issue 16: an expired stored token stays until the first navigation raises token-expired (spec §4)', () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, stale);
    expect(createSessionStore({ storage, now: () => NOW }).getState()).toMatchObject({ token: stale, authenticated: false });
  });

  it('issue 16: setToken never keeps a token that cannot be decoded', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore({ storage, now: () => NOW });
    store.getState().setToken(fresh);
    store.getState().setToken('not-a-jwt');
    expect(store.getState()).toMatchObject({ token: undefined, authenticated: false });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('§4 an expired token is not authenticated', () => {
    const store = createSessionStore({ storage: new MemoryStorage(), now: () => NOW });
    store.getState().setToken(stale);
    expect(store.getState().authenticated).toBe(false);
  });

  it("§4 an unauthenticated broadcast marks the user unauthenticated (and drops the rejected token)", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore({ storage, now: () => NOW });
    store.getState().setToken(fresh);
    store.getState().markUnauthenticated();
    expect(store.getState()).toMatchObject({ authenticated: false, token: undefined });
    expect(storage.getItem('token')).toBeNull();
  });

  it("the form key is stored locally ('formKey')", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore({ storage });
    store.getState().setFormKey('abc123');
    expect(store.getState().formKey).toBe('abc123');
    expect(storage.getItem('formKey')).toBe('abc123');
    store.getState().setFormKey(undefined);
    expect(storage.getItem('formKey')).toBeNull();
  });

  it('holds the company, website type, the draft the wizard holds and people id', () => {
    const store = createSessionStore({ storage: null });
    const s = () => store.getState();
    s().setCompany('spa');
    s().setWebsiteType('kiosk');
    s().setDraft({});
    s().setPeopleId(1233067);
    expect(s()).toMatchObject({ company: 'spa', websiteType: 'kiosk', draft: {}, peopleId: 1233067 });
    const saved = { id: 7 };
    s().setDraft(saved);
    // the same draft again changes nothing: no screen renders for it
    s().setDraft({ id: 7 });
    expect(s().draft).toBe(saved);
    s().forgetDraft();
    expect(s()).toMatchObject({ draft: null, peopleId: undefined });
  });

  it('§8 tolerates local storage being unavailable', () => {
    const store = createSessionStore({ storage: new RefusingStorage(), now: () => NOW });
    expect(() => store.getState().setToken(fresh)).not.toThrow();
    expect(store.getState()).toMatchObject({ token: fresh, authenticated: true });
  });

  it('storageAvailable() answers whether local storage can be used', () => {
    const g = globalThis as { localStorage?: Storage };
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    try {
      Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
      expect(storageAvailable()).toBe(true);
      Object.defineProperty(globalThis, 'localStorage', { value: new RefusingStorage(), configurable: true });
      expect(storageAvailable()).toBe(false);
      expect(getLocalStorage()).toBeNull();
      Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
      expect(storageAvailable()).toBe(false);
      expect(g.localStorage).toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else delete g.localStorage;
    }
  });

  it('the shared singleton exists without local storage (Node)', () => {
    expect(sessionStore.getState().company).toBe('msic');
  });
});
