// Issue 10, faults: the API down in the middle of an application. The autosave keeps retrying on its own (with a
// backoff that grows only while nobody types), at once when the browser says it is online again, and the answers
// typed during the outage reach the server as soon as it answers.
import { ApiError, createSessionStore } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { createAutosave, type AutosaveDeps } from './autosave';
import { readLocalCopy } from './local-copy';
import { initialWizardStatus, wizardStatus } from './wizard-status';
import { createDraftHome } from '../model/draft';

const network = () => new ApiError({ kind: 'network', status: -1, message: 'Network error on PUT /api/form/3 (status -1)' });

/** An API that refuses every save while `down` is true, the way the client reports a server that is not there. */
function flakyApi() {
  const state = { down: true, bodies: [] as ApplicantDraft[], version: 1 };
  const save = async (options: { body: ApplicantDraft }) => {
    state.bodies.push(options.body);
    if (state.down) throw network();
    state.version += 1;
    return { id: 3, form: { ...options.body, _version: state.version } };
  };
  const api = { createForm: save, updateForm: save, getForm: save } as unknown as AutosaveDeps['api'];
  return { state, api };
}

function setup(deps: Partial<AutosaveDeps>) {
  const store = createSessionStore({ storage: null });
  const home = createDraftHome(store);
  const { state, api } = flakyApi();
  const autosave = createAutosave({ api, store, home, debounceMs: 10, retryMs: 1_000, maxRetryMs: 8_000, events: null, ...deps });
  home.replace({ _id: 3, _version: 1, Firstname: 'Jane' });
  const type = async (patch: Partial<ApplicantDraft>) => {
    home.patch(patch);
    autosave.changed();
    await jest.advanceTimersByTimeAsync(10);
  };
  return { store, home, state, autosave, type };
}

beforeEach(() => {
  jest.useFakeTimers();
  wizardStatus.setState(initialWizardStatus());
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('autosave while the API is down (issue 10 faults)', () => {
  it('retries on its own, backing off only as retries fail, and saves what was typed once the API is back', async () => {
    const { state, autosave, type, home } = setup({});
    await type({ Surname: 'C' });
    expect(wizardStatus.getState().saveState).toBe('offline');

    // typing during the outage: every save fails and is counted, but the next retry stays a second away
    for (const surname of ['Ci', 'Cit', 'Citi', 'Citizen']) await type({ Surname: surname });
    expect(wizardStatus.getState()).toMatchObject({ failedSaves: 5, saveState: 'offline', connectionModalShown: true });
    expect(readLocalCopy(3)).toMatchObject({ dirty: true, draft: { Surname: 'Citizen' } });
    expect(state.bodies).toHaveLength(5);

    // nobody types: retries after 1 s, then 2 s, 4 s, then every 8 s (the cap)
    const callsAfter = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      return state.bodies.length;
    };
    expect(await callsAfter(999)).toBe(5);
    expect(await callsAfter(1)).toBe(6);
    expect(await callsAfter(1_999)).toBe(6);
    expect(await callsAfter(1)).toBe(7);
    expect(await callsAfter(4_000)).toBe(8);
    expect(await callsAfter(8_000)).toBe(9);
    expect(await callsAfter(7_999)).toBe(9);

    // the API is back: the next retry saves the answers typed during the outage
    state.down = false;
    expect(await callsAfter(1)).toBe(10);
    expect(state.bodies.at(-1)).toMatchObject({ Firstname: 'Jane', Surname: 'Citizen', _version: 1 });
    expect(wizardStatus.getState()).toMatchObject({ saveState: 'saved', failedSaves: 0 });
    expect(home.get()).toMatchObject({ Surname: 'Citizen', _version: 2 });
    expect(readLocalCopy(3)?.dirty).toBe(false);
    // and then it stops: nothing left to retry
    expect(await callsAfter(60_000)).toBe(10);
    autosave.dispose();
  });

  it('a new outage after a recovery starts the backoff again from the first delay', async () => {
    const { state, autosave, type } = setup({});
    await type({ Surname: 'A' });
    await jest.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect(state.bodies).toHaveLength(4);
    state.down = false;
    await jest.advanceTimersByTimeAsync(8_000);
    expect(wizardStatus.getState().saveState).toBe('saved');

    state.down = true;
    await type({ Surname: 'B' });
    const before = state.bodies.length;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(state.bodies).toHaveLength(before + 1);
    autosave.dispose();
  });

  it('retries at once when the browser comes back online, and stops listening once saved or disposed', async () => {
    const events = new EventTarget();
    const added = jest.spyOn(events, 'addEventListener');
    const removed = jest.spyOn(events, 'removeEventListener');
    const { state, autosave, type } = setup({ events, retryMs: 60_000, maxRetryMs: 60_000 });
    await type({ Surname: 'Offline' });
    expect(state.bodies).toHaveLength(1);
    expect(added).toHaveBeenCalledWith('online', expect.any(Function));

    state.down = false;
    events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(state.bodies).toHaveLength(2);
    expect(wizardStatus.getState().saveState).toBe('saved');
    expect(removed).toHaveBeenCalledWith('online', expect.any(Function));

    // saved: another online event sends nothing
    events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(state.bodies).toHaveLength(2);

    // a failure listens again; dispose (the session timed out) stops it
    state.down = true;
    await type({ Surname: 'Again' });
    expect(added).toHaveBeenCalledTimes(2);
    autosave.dispose();
    expect(removed).toHaveBeenCalledTimes(2);
    events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(state.bodies).toHaveLength(3);
  });
});
