import { act, fireEvent, render, screen } from '@testing-library/react';
import { COMPANIES } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { configureTestApi } from 'shared-contracts/testing';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import { autosave } from './autosave/autosave';
import { wizardStatus } from './autosave/wizard-status';
import { WizardFormProvider } from './form/wizard-form';
import { StepOne } from './step1/step-one';
import { REPEAT_CLICK_MS } from './step-form';
import { REFERENCE, setUpStepTests, stepOneDone } from './testing/render-step';
import { draftHome } from './model/draft';

// Decision 065: "Save and continue" on a saved form moves on at once; the save goes on behind. A new form, which
// has no address before its first save, stays until that save has answered.
setUpStepTests();

const company = COMPANIES.msic;

/** The API with every save held until the test answers it; `saves` is what was sent, in order. */
function holdSaves() {
  const saves: { body: ApplicantDraft; method: string; answer: (status?: number) => void }[] = [];
  configureTestApi({
    getFormKey: () => 'key',
    fetch: ((url: string, init?: RequestInit) => {
      if (init?.method === 'PUT' || init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as ApplicantDraft;
        return new Promise<Response>((resolve) =>
          saves.push({
            body,
            method: init.method!,
            answer: (status = 200) => {
              const form = { ...body, _id: body._id ?? 7, _version: (body._version ?? 0) + 1 };
              const answer = init.method === 'POST' ? { id: 7, key: 'form-key-0123456789', form } : { id: 7, form };
              resolve({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(status < 400 ? answer : { message: 'Service unavailable' })) } as Response);
            },
          }),
        );
      }
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve('[]') } as Response);
    }) as typeof fetch,
  });
  return saves;
}

function renderStepOne(draft: ApplicantDraft) {
  draftHome.replace(draft);
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/apply/form/step1']}>
        <Routes>
          <Route
            path="/apply/form/step1"
            element={
              <WizardFormProvider company={company} operationalNeeds={REFERENCE.operationalNeeds}>
                <StepOne total={company.steps.length} reference={REFERENCE} />
              </WizardFormProvider>
            }
          />
          <Route
            path="/apply/form/7/step2"
            element={
              <>
                <p>Step 2 of the form</p>
                <button type="button" onClick={() => step2Clicks.push('add')}>
                  Add an address
                </button>
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

let step2Clicks: string[] = [];
beforeEach(() => {
  step2Clicks = [];
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const SAVED = { _id: 7, _version: 3 } as const;

/** Step 1 answered, of a saved form (`SAVED`) or a new one, with "Save and continue" pressed: the saves it sent, held. */
async function pressOnStepOne(form: Partial<ApplicantDraft> = SAVED, detail = 1) {
  const saves = holdSaves();
  renderStepOne({ ...form, ...stepOneDone({ _stepCompleted: 0 }) });
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }), { detail });
  await settle();
  return saves;
}

describe('"Save and continue" (decision 065)', () => {
  it('moves a saved form on before its save has answered, with the step recorded as completed in the save', async () => {
    const saves = await pressOnStepOne();
    // the next step is on screen while the save is still in flight
    expect(screen.getByText('Step 2 of the form')).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.method).toBe('PUT');
    expect(saves[0]!.body._stepCompleted).toBe(1);
    expect(saves[0]!.body._version).toBe(3);
    expect(wizardStatus.getState().saveState).toBe('saving');
    await act(async () => saves[0]!.answer());
    await settle();
    expect(wizardStatus.getState().saveState).toBe('saved');
    expect(draftHome.get()?._version).toBe(4);
  });

  it('moves once on a double click: its second click, where the button was, does not reach the next step', async () => {
    const saves = holdSaves();
    renderStepOne({ ...SAVED, ...stepOneDone({ _stepCompleted: 0 }) });
    await settle();
    const button = screen.getByRole('button', { name: 'Save and continue' });
    // where the button is on screen (jsdom lays nothing out)
    jest.spyOn(button, 'getBoundingClientRect').mockReturnValue({ left: 200, right: 360, top: 700, bottom: 740, x: 200, y: 700, width: 160, height: 40, toJSON: () => ({}) });
    fireEvent.click(button, { detail: 1, clientX: 280, clientY: 720 });
    await settle();
    const add = screen.getByRole('button', { name: 'Add an address' });
    // the second click of the pair, where the button was, lands on what the next step has there
    fireEvent.click(add, { detail: 2, clientX: 281, clientY: 721 });
    expect(step2Clicks).toEqual([]);
    // a click of its own is the applicant's, and so is a quick second tap elsewhere (Chromium counts it a repeat)
    fireEvent.click(add, { detail: 1, clientX: 280, clientY: 720 });
    fireEvent.click(add, { detail: 2, clientX: 60, clientY: 300 });
    expect(step2Clicks).toEqual(['add', 'add']);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, REPEAT_CLICK_MS + 20)));
    fireEvent.click(add, { detail: 2, clientX: 281, clientY: 721 });
    expect(step2Clicks).toEqual(['add', 'add', 'add']);
    await act(async () => saves[0]!.answer());
  });

  it('keeps the answers and says the save failed when the save behind the move fails', async () => {
    const saves = await pressOnStepOne();
    expect(screen.getByText('Step 2 of the form')).toBeTruthy();
    await act(async () => saves[0]!.answer(503));
    await settle();
    expect(wizardStatus.getState().saveState).toBe('offline');
    expect(wizardStatus.getState().failedSaves).toBe(1);
    expect(draftHome.get()?._stepCompleted).toBe(1);
    expect(draftHome.get()?.Firstname).toBe(stepOneDone().Firstname);
    autosave.dispose();
  });

  it('keeps a new form on its step until its first save has given it an address, then moves it on', async () => {
    const saves = await pressOnStepOne({});
    expect(saves).toHaveLength(1);
    expect(saves[0]!.method).toBe('POST');
    expect(screen.queryByText('Step 2 of the form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeTruthy();
    await act(async () => saves[0]!.answer());
    await settle();
    expect(draftHome.get()?._id).toBe(7);
    expect(screen.getByText('Step 2 of the form')).toBeTruthy();
  });

  it('keeps a new form whose first save failed on its step, saying so', async () => {
    const saves = await pressOnStepOne({});
    await act(async () => saves[0]!.answer(503));
    await settle();
    expect(screen.queryByText('Step 2 of the form')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('We could not save your form yet');
    autosave.dispose();
  });
});
