import { ApiError, createSessionStore } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { createAutosave, type AutosaveDeps } from './autosave';
import { readLocalCopy } from './local-copy';
import { initialWizardStatus, wizardStatus } from './wizard-status';
import { createDraftHome } from '../model/draft';

type Call = { name: string; options: { params?: { id: number }; body?: ApplicantDraft; formKey?: string } };

function setup(answer: (call: Call) => Promise<unknown>) {
  const store = createSessionStore({ storage: null });
  const home = createDraftHome(store);
  const calls: Call[] = [];
  const called = (name: string) => (options: Call['options']) => {
    calls.push({ name, options });
    return answer({ name, options });
  };
  const api = { createForm: called('createForm'), updateForm: called('updateForm'), getForm: called('getForm') } as unknown as AutosaveDeps['api'];
  const autosave = createAutosave({ api, store, home, debounceMs: 10, retryMs: 60_000 });
  return { store, home, calls, autosave };
}

const network = () => new ApiError({ kind: 'network', status: -1, message: 'Network error (status -1)' });

beforeEach(() => {
  wizardStatus.setState(initialWizardStatus());
  window.localStorage.clear();
});

describe('autosave (spec §4: creates first, then updates; 3 failed saves show the connection modal once)', () => {
  it('creates the form on the first save, stores the form key, then updates naming the version it read', async () => {
    let version = 0;
    const { store, home, calls, autosave } = setup(async ({ name, options }) => {
      version += 1;
      const form = { ...options.body, _id: 7, _version: version };
      return name === 'createForm' ? { id: 7, key: 'k'.repeat(32), form } : { id: 7, form };
    });
    home.replace({ Firstname: 'Jane' });
    expect(await autosave.flush()).toBe(true);
    expect(store.getState().formKey).toBe('k'.repeat(32));
    home.patch({ Surname: 'Citizen' });
    expect(await autosave.flush()).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['createForm', 'updateForm']);
    expect(calls[1]!.options.body).toMatchObject({ _id: 7, _version: 1, Surname: 'Citizen' });
    expect(home.get()).toMatchObject({ _version: 2, Surname: 'Citizen' });
    expect(readLocalCopy(7)?.dirty).toBe(false);
    autosave.dispose();
  });

  it("a form's save that outlives its page (another form's link opened meanwhile) is sent with its own key, and its answer leaves the other form alone", async () => {
    let answerSave: (value: unknown) => void = () => undefined;
    const { store, home, calls, autosave } = setup(({ name, options }) =>
      name === 'updateForm' ? new Promise((resolve) => (answerSave = resolve)) : Promise.resolve({ form: { ...options.body } }),
    );
    // form 2 opened with its key, and an answer typed there
    store.getState().setFormKey('key-of-form-2');
    autosave.opened(2, 'key-of-form-2');
    home.replace({ _id: 2, _version: 1, Firstname: 'Jane' });
    home.update((d) => ({ ...d, Surname: 'Citizen' }));
    // form 3's link is opened: its key comes into the session before form 3 is loaded
    store.getState().setFormKey('key-of-form-3');
    const saving = autosave.flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options).toMatchObject({ params: { id: 2 }, formKey: 'key-of-form-2', body: { Surname: 'Citizen' } });
    // form 3 arrives while form 2's save is in flight
    autosave.opened(3, 'key-of-form-3');
    home.replace({ _id: 3, _version: 5, Firstname: 'Ray' });
    answerSave({ id: 2, form: { _id: 2, _version: 2, Firstname: 'Jane', Surname: 'Citizen' } });
    expect(await saving).toBe(true);
    expect(home.get()).toEqual({ _id: 3, _version: 5, Firstname: 'Ray' });
    expect(readLocalCopy(2)).toMatchObject({ dirty: false, draft: { _version: 2, Surname: 'Citizen' } });
    expect(wizardStatus.getState().lost).toBeUndefined();
    autosave.dispose();
  });

  it('names the fields emptied since the saved draft (`_cleared`), since the server keeps any field a save does not name (issue 40)', async () => {
    let version = 0;
    const { home, calls, autosave } = setup(async ({ name, options }) => {
      version += 1;
      const form = { ...options.body, _cleared: undefined, _id: 7, _version: version };
      return name === 'createForm' ? { id: 7, key: 'k'.repeat(32), form } : { id: 7, form };
    });
    home.replace({ Firstname: 'Jane', Middlenames: 'Mary', ExtraData: { OpNeedOccupation: 'Deckhand on the ferries of the harbour', lodgementOption: 'inperson' } });
    expect(await autosave.flush()).toBe(true);
    const { Middlenames, ...withoutMiddle } = home.get()!;
    expect(Middlenames).toBe('Mary');
    home.replace({ ...withoutMiddle, ExtraData: { lodgementOption: 'inperson' } });
    expect(await autosave.flush()).toBe(true);
    expect(calls[1]!.options.body).toMatchObject({ _version: 1, _cleared: ['Middlenames', 'ExtraData.OpNeedOccupation'] });
    autosave.dispose();
  });

  it('keeps a failed save locally and opens the connection modal once, after the third failure', async () => {
    const { home, autosave } = setup(async () => {
      throw network();
    });
    home.replace({ _id: 3, _version: 1, Firstname: 'Jane' });
    autosave.changed();
    expect(readLocalCopy(3)).toMatchObject({ dirty: true, draft: { Firstname: 'Jane' } });
    await autosave.flush();
    await autosave.flush();
    expect(wizardStatus.getState()).toMatchObject({ failedSaves: 2, connectionModalOpen: false, saveState: 'offline' });
    await autosave.flush();
    expect(wizardStatus.getState()).toMatchObject({ failedSaves: 3, connectionModalOpen: true, connectionModalShown: true });
    wizardStatus.setState({ connectionModalOpen: false });
    await autosave.flush();
    expect(wizardStatus.getState()).toMatchObject({ failedSaves: 4, connectionModalOpen: false });
    autosave.dispose();
  });

  it('stops saving on a version conflict so another tab is never silently overwritten', async () => {
    const { home, calls, autosave } = setup(async () => {
      throw new ApiError({ kind: 'http', status: 409, code: 'version_conflict', message: 'changed' });
    });
    home.replace({ _id: 3, _version: 1 });
    expect(await autosave.flush()).toBe(false);
    expect(wizardStatus.getState().saveState).toBe('conflict');
    expect(await autosave.flush()).toBe(false);
    expect(calls).toHaveLength(1);
    autosave.dispose();
  });

  it('an expired key and a missing record are reported for the link-expired and record-not-found pages', async () => {
    const expired = setup(async () => {
      throw new ApiError({ kind: 'http', status: 401, message: 'expired' });
    });
    expired.home.replace({ _id: 3 });
    await expired.autosave.flush();
    expect(wizardStatus.getState().lost).toBe('link-expired');
    expired.autosave.dispose();
  });
});
