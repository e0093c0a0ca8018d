import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COMPANIES } from 'shared-contracts';
import { MESSAGES, type ApplicantDraft } from 'shared-contracts/form';
import { configureTestApi, validDraft } from 'shared-contracts/testing';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import { jsonReply } from 'ui-kit/testing';
import { autosave } from './autosave/autosave';
import { initialWizardStatus, wizardStatus } from './autosave/wizard-status';
import { WizardFormProvider } from './form/wizard-form';
import ProcessingScreen from './processing-screen';
import { SummaryStep } from './step4/summary-step';
import { REFERENCE } from './testing/render-step';
import { draftHome } from './model/draft';

// What the applicant sees once "Confirm and submit" is pressed (spec §4, §8): a status line while the form is
// saved, converted and logged in; the status page when it worked; the processing page when it failed, which
// records the failure with the form (POST /api/form/{id}/error) unless the failing call was the conversion.
jest.setTimeout(20_000);
// save, convert and login are three round trips and as many renders: slow on a busy machine
const LATER = { timeout: 8000 };

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** An answer the test gives later: the conversion held until the test has looked at the screen. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The API: saves answer the draft; the conversion answers what `convert` resolves with, the login `login` (a token by default). */
function answer(convert: Promise<Response>, login: unknown = { token: 'token' }) {
  const calls: Call[] = [];
  configureTestApi({
    getFormKey: () => 'key',
    fetch: ((url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as ApplicantDraft) : undefined;
      calls.push({ method: init?.method ?? 'GET', url: String(url), body });
      if (init?.method === 'PUT') return Promise.resolve(jsonReply(200, { id: 7, form: { ...body, _version: ((body as ApplicantDraft)._version ?? 0) + 1 } }));
      if (String(url).endsWith('/api/form/7/people')) return convert;
      if (String(url).endsWith('/api/login')) return Promise.resolve(jsonReply(200, login));
      if (String(url).endsWith('/api/form/7/error')) return Promise.resolve(jsonReply(200, { ok: true }));
      return Promise.resolve(jsonReply(200, []));
    }) as typeof fetch,
  });
  return calls;
}

/** Step 4 of form 7, answered and lodged at a post office (no card to pay), with the processing and status routes beside it. */
async function renderSummary() {
  const draft: ApplicantDraft = { ...validDraft(), _id: 7, _version: 1, _stepCompleted: 3, _formFilledIn: true, ExtraData: { ...validDraft().ExtraData, lodgementOption: 'auspost' } };
  draftHome.replace(draft);
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/apply/form/7/step4']}>
        <Routes>
          <Route
            path="/apply/form/7/step4"
            element={
              <WizardFormProvider company={COMPANIES.msic} operationalNeeds={REFERENCE.operationalNeeds}>
                <SummaryStep company={COMPANIES.msic} reference={REFERENCE} step={4} />
              </WizardFormProvider>
            }
          />
          <Route path="/apply/form/:id/processing" element={<ProcessingScreen />} />
          <Route path="/status/:peopleId" element={<p>Status page</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept the/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit my application' }));
}

beforeEach(() => {
  wizardStatus.setState(initialWizardStatus());
  draftHome.replace(null);
});
afterEach(() => autosave.dispose());

describe('confirming: what the applicant sees while the application is processed', () => {
  it('a status line and a busy button while it is submitted; then the status page', async () => {
    const convert = deferred<Response>();
    const calls = answer(convert.promise);
    await renderSummary();
    // the conversion has been asked for and has not answered: the applicant is told to wait, and cannot press again
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/form/7/people'))).toBe(true), LATER);
    expect(screen.getByRole('status')).toHaveTextContent('We are submitting your application. This takes a few seconds: please keep this page open.');
    expect(screen.getByRole('button', { name: /Confirm and submit my application/ })).toBeDisabled();
    convert.resolve(jsonReply(200, { Id: 4321, VerificationCode: '123456' }));
    expect(await screen.findByText('Status page', undefined, LATER)).toBeInTheDocument();
    expect(draftHome.get()?._peopleId).toBe(4321);
    expect(calls.filter((c) => c.url.endsWith('/error'))).toEqual([]);
  });

  it('a failed login after the conversion lands on the processing page, which records the failure with the form', async () => {
    // the login answers no token: the application is converted, the session is not
    const calls = answer(Promise.resolve(jsonReply(200, { Id: 4321, VerificationCode: '123456' })), {});
    await renderSummary();
    expect(await screen.findByRole('heading', { name: 'Processing your application' }, LATER)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.processingError)).toBeInTheDocument();
    expect(screen.getByText(/quote reference 7/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the summary' })).toHaveAttribute('href', '/apply/form/7/step4');
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/api/form/7/error'))).toHaveLength(1), LATER);
    const report = calls.find((c) => c.url.endsWith('/api/form/7/error'))!.body as { error: string; user: ApplicantDraft };
    expect(report.error).toMatch(/^login: /);
    expect(report.user).toMatchObject({ _id: 7, _peopleId: 4321 });
  });

  it('a failed conversion (a people call) lands on the processing page and records nothing (spec §8)', async () => {
    const calls = answer(Promise.resolve(jsonReply(500, { message: 'Internal Server Error' })));
    await renderSummary();
    expect(await screen.findByRole('heading', { name: 'Processing your application' }, LATER)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.processingError)).toBeInTheDocument();
    expect(screen.getByText(/Your answers are saved/)).toBeInTheDocument();
    // give a POST the time it would take, then check none was sent
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((c) => c.url.endsWith('/error'))).toEqual([]);
    expect(draftHome.get()?._peopleId).toBeUndefined();
  });
});
