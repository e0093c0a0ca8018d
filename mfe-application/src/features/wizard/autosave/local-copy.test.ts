import { DRAFT_IN_PROGRESS_STORAGE_KEY, ID_TYPE, createSessionStore, readDraftInProgress } from 'shared-contracts';
import { ID_NUMBER_FIELDS, type ApplicantDraft } from 'shared-contracts/form';
import { createAutosave, type AutosaveDeps } from './autosave';
import { forgetDraftOnDevice, localCopyKey, pickDraft, readLocalCopy, writeLocalCopy } from './local-copy';
import { initialWizardStatus, wizardStatus } from './wizard-status';
import { createDraftHome } from '../model/draft';

/** Everything the device holds, as one string: what someone at the device (or a script of the origin) could read. */
const offline = () => Promise.reject(new Error('offline'));
const offlineApi = { createForm: offline, updateForm: offline, getForm: offline } as unknown as AutosaveDeps['api'];
const everythingStored = () => Object.keys(window.localStorage).map((k) => `${k}=${window.localStorage.getItem(k)}`).join('\n');

// the five ID partials of spec §2 (birth, citizenship, descent certificates, immicard, visa or passport), each with
// the identity-document numbers its fields take (spec §3 "ID document details")
const PARTIALS: [string, number, Record<string, string>][] = [
  ['birth certificate', ID_TYPE.birthCertificate, { RegistrationState: 'WA', RegistrationNumber: '7654321' }],
  ['citizenship certificate', ID_TYPE.citizenship, { StockNumber: 'ACC0912345' }],
  ['descent certificate', ID_TYPE.descent, { StockNumber: 'DSC7766554', ClientId: '98765432101', RegisterNumber: '4321', EntryNumber: '87654' }],
  ['immicard', ID_TYPE.immicard, { ImmicardNumber: 'EIS445566' }],
  ['visa or passport', ID_TYPE.visa, { PassportNumber: 'PA9988776', PassportCountry: 'New Zealand' }],
];

const draftWith = (Id: number, numbers: Record<string, string>, id?: number): ApplicantDraft => ({
  ...(id === undefined ? {} : { _id: id, _version: 2 }),
  Firstname: 'Jane',
  Surname: 'Citizen',
  _stepCompleted: 1,
  _idDocument: { Id, Details: { GivenNames: 'Jane', FamilyName: 'Citizen', ...numbers } },
} as ApplicantDraft);

const numbersOf = (numbers: Record<string, string>) => Object.entries(numbers).filter(([field]) => (ID_NUMBER_FIELDS as readonly string[]).includes(field));

beforeEach(() => {
  wizardStatus.setState(initialWizardStatus());
  window.localStorage.clear();
});

describe('the local copy holds no identity-document number (issue 18), for each of the five ID partials', () => {
  it.each(PARTIALS)('%s: a change kept on the device, offline, stores none of its numbers', async (_name, Id, numbers) => {
    expect(numbersOf(numbers).length).toBeGreaterThan(0);
    const store = createSessionStore({ storage: null });
    const home = createDraftHome(store);
    const autosave = createAutosave({ api: offlineApi, store, home, debounceMs: 60_000, retryMs: 60_000, events: null });
    home.replace(draftWith(Id, numbers, 5));
    autosave.changed();
    autosave.dispose();

    const copy = readLocalCopy(5);
    expect(copy?.dirty).toBe(true);
    expect(copy?.draft.Surname).toBe('Citizen');
    for (const [field, value] of numbersOf(numbers)) {
      expect(copy?.draft._idDocument?.Details).not.toHaveProperty(field);
      expect(everythingStored()).not.toContain(value);
    }
    // what is not a number stays, so nothing else typed is lost
    expect(copy?.draft._idDocument).toMatchObject({ Id, Details: { GivenNames: 'Jane', FamilyName: 'Citizen' } });
    // the answers in memory keep the numbers the applicant typed
    expect(home.get()?._idDocument?.Details).toMatchObject(numbers);
  });

  it.each(PARTIALS)('%s: a save the server answered stores none of its numbers either', async (_name, Id, numbers) => {
    const store = createSessionStore({ storage: null });
    const home = createDraftHome(store);
    const autosave = createAutosave({
      api: {
        createForm: (options: { body: ApplicantDraft }) => Promise.resolve({ id: 9, key: 'k'.repeat(32), form: { ...options.body, _id: 9, _version: 1 } }),
        updateForm: (options: { body: ApplicantDraft }) => Promise.resolve({ id: 9, form: { ...options.body, _version: 2 } }),
      } as unknown as AutosaveDeps['api'],
      store,
      home,
      debounceMs: 10,
      events: null,
    });
    home.replace(draftWith(Id, numbers));
    expect(await autosave.flush()).toBe(true);
    expect(readLocalCopy(9)?.draft.Firstname).toBe('Jane');
    for (const [, value] of numbersOf(numbers)) expect(everythingStored()).not.toContain(value);
  });

  it.each(PARTIALS)('%s: a local copy restored over the server draft takes the numbers from the server', (_name, Id, numbers) => {
    const server = draftWith(Id, numbers, 5);
    writeLocalCopy({ ...server, Surname: 'Typed offline' }, true);
    const { draft, restored } = pickDraft(server, readLocalCopy(5));
    expect(restored).toBe(true);
    expect(draft.Surname).toBe('Typed offline');
    expect(draft._idDocument?.Details).toMatchObject(numbers);
  });
});

describe('the draft in progress on this device (issue 18: save and come back later)', () => {
  it('a saved form is the draft in progress; forgetting it (confirmation, start again, idle reset) leaves nothing', () => {
    writeLocalCopy(draftWith(ID_TYPE.immicard, { ImmicardNumber: 'EIS445566' }, 12), false);
    writeLocalCopy({ Firstname: 'New' }, true);
    expect(readDraftInProgress()).toMatchObject({ id: 12, stepCompleted: 1 });
    forgetDraftOnDevice(12);
    expect(readDraftInProgress()).toBeNull();
    expect(window.localStorage.getItem(localCopyKey(12))).toBeNull();
    expect(window.localStorage.getItem(localCopyKey(undefined))).toBeNull();
    expect(window.localStorage.getItem(DRAFT_IN_PROGRESS_STORAGE_KEY)).toBeNull();
  });

  it('a submitted form is no draft in progress', () => {
    writeLocalCopy({ ...draftWith(ID_TYPE.immicard, {}, 13), _peopleId: 44 }, false);
    expect(readDraftInProgress()).toBeNull();
  });
});
