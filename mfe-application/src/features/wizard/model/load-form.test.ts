import { ID_TYPE } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { autosave } from '../autosave/autosave';
import { readLocalCopy, writeLocalCopy } from '../autosave/local-copy';
import { initialWizardStatus, wizardStatus } from '../autosave/wizard-status';
import { loadSavedForm } from './load-form';
import { configureTestApi } from 'shared-contracts/testing';
import { draftHome } from './draft';

// Offline reload (issue 18, decision 047): a saved form whose GET fails for want of a network is shown from this
// device's copy, and saved again, identity-document numbers included, once the browser is back online.

const server: ApplicantDraft = {
  _id: 9,
  _version: 3,
  _stepCompleted: 1,
  Firstname: 'Jane',
  Surname: 'Citizen',
  _idDocument: { Id: ID_TYPE.birthCertificate, Details: { RegistrationState: 'WA', RegistrationNumber: '7654321' } },
} as ApplicantDraft;

let online = false;
/** what the server answers a GET of the form, when online */
let formAnswer: { status: number; body: unknown } = { status: 200, body: { id: 9, form: server } };
const calls: { method: string; url: string; body?: ApplicantDraft }[] = [];

function answer(status: number, body: unknown): Response {
  return { ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) } as Response;
}

beforeEach(() => {
  online = false;
  formAnswer = { status: 200, body: { id: 9, form: server } };
  calls.length = 0;
  window.localStorage.clear();
  wizardStatus.setState(initialWizardStatus());
  draftHome.replace(null);
  configureTestApi({
    getFormKey: () => 'key',
    fetch: ((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as ApplicantDraft) : undefined;
      calls.push({ method, url: String(url), ...(body ? { body } : {}) });
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      if (method === 'PUT') return Promise.resolve(answer(200, { id: 9, form: { ...body, _version: (body?._version ?? 0) + 1 } }));
      return Promise.resolve(answer(formAnswer.status, formAnswer.body));
    }) as typeof fetch,
  });
});

afterEach(() => autosave.dispose());

describe('a saved form loaded without a network (decision 047)', () => {
  it('is shown from the device copy, typed values and step, without its identity-document numbers, and says so', async () => {
    writeLocalCopy({ ...server, Firstname: 'Janet', _notSaved: true } as ApplicantDraft, true);
    const outcome = await loadSavedForm(9);
    expect(outcome).toMatchObject({ kind: 'loaded', fromDevice: true, restored: true });
    expect(draftHome.get()).toMatchObject({ _id: 9, _version: 3, _stepCompleted: 1, Firstname: 'Janet' });
    expect(draftHome.get()?._idDocument?.Details).not.toHaveProperty('RegistrationNumber');
    expect(wizardStatus.getState()).toMatchObject({ fromDevice: true, saveState: 'idle', failedSaves: 0 });
  });

  it('without a copy on the device is "offline", not a missing record, and forgets nothing', async () => {
    writeLocalCopy({ ...server, _id: 10 }, false);
    expect(await loadSavedForm(9)).toEqual({ kind: 'offline' });
    expect(readLocalCopy(10)).not.toBeNull();
  });

  it('back online, the next save reads the server draft first and sends the numbers it holds, on the copy\'s version', async () => {
    writeLocalCopy({ ...server, Firstname: 'Janet' } as ApplicantDraft, true);
    await loadSavedForm(9);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitForSaved();
    const put = calls.find((c) => c.method === 'PUT');
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.url)).toEqual(['http://api.test/api/form/9', 'http://api.test/api/form/9']);
    expect(put?.body).toMatchObject({ _version: 3, Firstname: 'Janet', _idDocument: { Details: { RegistrationNumber: '7654321' } } });
    expect(wizardStatus.getState()).toMatchObject({ fromDevice: false, saveState: 'saved' });
  });
});

describe('a saved form read without the form layers (decision 070)', () => {
  it('is checked against the endpoint schema and shown', async () => {
    online = true;
    expect(await loadSavedForm(9)).toMatchObject({ kind: 'loaded', restored: false });
    expect(draftHome.get()).toMatchObject({ _id: 9, Firstname: 'Jane' });
    expect(wizardStatus.getState().lost).toBeUndefined();
  });

  it('an answer that fails its check is a record the wizard cannot show', async () => {
    online = true;
    formAnswer = { status: 200, body: { id: 9, form: { ...server, _stepCompleted: 'one' } } };
    expect(await loadSavedForm(9)).toEqual({ kind: 'record-not-found' });
    expect(draftHome.get()).toBeNull();
  });

  it('a refusal says why without the layers: 401 an expired link, 404 a missing record', async () => {
    online = true;
    formAnswer = { status: 401, body: { message: 'expired' } };
    expect(await loadSavedForm(9)).toEqual({ kind: 'link-expired', randomId: undefined });
    // the server names the link's random id to the key's holder: the page it goes to is /link-expired/{randomId} (spec §6)
    formAnswer = { status: 401, body: { message: 'expired', code: 'link_expired', randomId: 'Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo' } };
    expect(await loadSavedForm(9)).toEqual({ kind: 'link-expired', randomId: 'Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo' });
    formAnswer = { status: 404, body: { message: 'gone' } };
    expect(await loadSavedForm(9)).toEqual({ kind: 'record-not-found' });
  });
});

async function waitForSaved() {
  for (let i = 0; i < 50 && wizardStatus.getState().saveState !== 'saved'; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}
