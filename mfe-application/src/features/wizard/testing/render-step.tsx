import { act, fireEvent, render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { COMPANIES, type Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { configureTestApi, validDraft } from 'shared-contracts/testing';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import { summaryLine } from 'ui-kit/form';
import { autosave } from '../autosave/autosave';
import { initialWizardStatus, wizardStatus } from '../autosave/wizard-status';
import { WizardFormProvider } from '../form/wizard-form';
import type { ReferenceData } from '../model/reference-data';
import { StepOne } from '../step1/step-one';
import { StepTwo } from '../step2/step-two';
import { StepThree } from '../step3/step-three';
import { SummaryStep } from '../step4/summary-step';
import { draftHome } from '../model/draft';

/**
 * Reference data as the API serves it, small: two countries, a blue and a white need (one per category), an
 * admin-only need, two access frequencies, issuing bodies of both card kinds (the VEP/VEA providers among them),
 * and airports of which one cannot be chosen (spec §5 "a Denied ASA type is bad").
 */
export const REFERENCE: ReferenceData = {
  countries: [
    { Id: 1, Name: 'Australia', Code: 'AU' },
    { Id: 2, Name: 'New Zealand', Code: 'NZ' },
    { Id: 3, Name: 'Philippines', Code: 'PH' },
  ],
  states: [],
  operationalNeeds: [
    { Id: 1, Colour: 'blue', Reason: 'Works in a port security zone', ShortReason: 'Port worker', category: 1, adminOnly: false, cardType: 'MSIC' },
    { Id: 3, Colour: 'white', Reason: 'Occasional access with an escort', ShortReason: 'Visitor', category: 2, adminOnly: false, cardType: 'MSIC' },
    { Id: 5, Colour: 'blue', Reason: 'Office use only', ShortReason: 'Office issue', category: null, adminOnly: true, cardType: 'MSIC' },
    { Id: 12, Colour: 'blue', Reason: 'Works for an airline airside', ShortReason: 'Airline or ground handling staff', category: 7, adminOnly: false, cardType: 'ASIC' },
    { Id: 17, Colour: 'white', Reason: 'Airport office, no secure areas', ShortReason: 'Airport office worker', category: 6, adminOnly: false, cardType: 'ASIC' },
  ],
  accessFrequencies: [
    { Id: 1, Name: 'Daily' },
    { Id: 2, Name: 'Weekly' },
  ],
  issuingBodies: [
    { Id: 11, Code: 'VEP', Cardtype: 'MSIC', Name: 'Veritas Provider MSIC' },
    { Id: 12, Code: 'FMP', Cardtype: 'MSIC', Name: 'Fremantle Ports' },
    { Id: 21, Code: 'VEA', Cardtype: 'ASIC', Name: 'Veritas Provider ASIC' },
    { Id: 22, Code: 'BNE', Cardtype: 'ASIC', Name: 'Brisbane Airport Corporation' },
  ],
  idDocuments: [],
  airports: [
    { Id: 31, Name: 'Brisbane', Code: 'BNE', AsaType: 'Standard', CanHaveAsa: true },
    { Id: 32, Name: 'Archerfield', Code: 'ACF', AsaType: 'Standard', CanHaveAsa: true },
    { Id: 33, Name: 'Closed Field', Code: 'CLF', AsaType: 'Denied', CanHaveAsa: true },
  ],
};

/** The operational-need categories (spec §7 operational-need-category/list) of the needs above. */
export const NEED_CATEGORIES = [
  { Id: 1, Name: 'Port and ship workers', CardType: 'MSIC' as const },
  { Id: 2, Name: 'Visitors', CardType: 'MSIC' as const },
  { Id: 6, Name: 'Airport operations and security', CardType: 'ASIC' as const },
  { Id: 7, Name: 'Aircrew and airline staff', CardType: 'ASIC' as const },
];

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** What the steps sent: every save (PUT of the draft) and every other request's url, in order. */
export const api = { saves: [] as ApplicantDraft[], requests: [] as string[] };

/** The answers of the calls a test does not set: the need categories, and an empty list for the rest (suburbs, signature). */
const defaultAnswer = (url: string): ApiAnswer => ({ status: 200, body: url.endsWith('/api/operational-need-category/list') ? NEED_CATEGORIES : [] });

/**
 * The API the steps talk to: a save answers the draft with its next version; `lookup` answers every other call
 * (a call it leaves undefined gets the default answer).
 * The need categories are loaded once per page (test file), so every test answers them the same way.
 */
export function answerApi(lookup: (url: string) => ApiAnswer | undefined = defaultAnswer) {
  configureTestApi({
    getFormKey: () => 'key',
    fetch: ((url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as ApplicantDraft) : {};
      if (init?.method === 'PUT') api.saves.push(body);
      else api.requests.push(String(url));
      const answer = init?.method === 'PUT' ? { status: 200, body: { id: 7, form: { ...body, _version: (body._version ?? 0) + 1 } } } : (lookup(String(url)) ?? defaultAnswer(String(url)));
      return Promise.resolve({ ok: answer.status < 400, status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) } as Response);
    }) as typeof fetch,
  });
}

/** Registers the hooks every step test needs: a fresh status and API before each test, autosave stopped after. */
export function setUpStepTests() {
  // a whole step renders in well under a second; two cores shared by several test runs can make it several
  jest.setTimeout(20_000);
  beforeEach(() => {
    api.saves = [];
    api.requests = [];
    wizardStatus.setState(initialWizardStatus());
    answerApi();
  });
  afterEach(() => autosave.dispose());
}

export type StepNumber = 1 | 2 | 3 | 4;

/** The step component the wizard shows for a step of a company (wizard-screen.tsx: step 3 of the asset variants is the summary). */
export function stepElement(step: StepNumber, company: Company, reference: ReferenceData = REFERENCE): ReactElement {
  const total = company.steps.length;
  if (step === 1) return <StepOne total={total} reference={reference} />;
  if (step === 2) return <StepTwo total={total} reference={reference} />;
  if (step === 3 && company.views.step3 !== 'summary-payment') return <StepThree total={total} company={company} reference={reference} />;
  return <SummaryStep company={company} reference={reference} step={step} />;
}

export interface RenderStepOptions {
  company?: Company;
  reference?: ReferenceData;
  /** a hash of the step's url (a summary change link: `#field-…`) */
  hash?: string;
}

/**
 * Renders one step of form 7 as the wizard does (Mantine, router, the wizard's form over the draft of the session
 * store), and lets the calls it makes on mount answer. The routes of the other steps show "Step n of the form", so a test sees where "Save and continue" went.
 */
export async function renderStep(step: StepNumber, draft: ApplicantDraft, { company = COMPANIES.msic, reference = REFERENCE, hash = '' }: RenderStepOptions = {}): Promise<RenderResult> {
  draftHome.replace({ _id: 7, _version: 1, ...draft });
  const steps: StepNumber[] = [1, 2, 3, 4];
  const result = render(
    <MantineProvider>
      <MemoryRouter initialEntries={[`/apply/form/7/step${step}${hash}`]}>
        <Routes>
          {steps.map((n) => (
            <Route
              key={n}
              path={`/apply/form/7/step${n}`}
              element={
                n === step ? (
                  <WizardFormProvider company={company} operationalNeeds={reference.operationalNeeds}>
                    {stepElement(step, company, reference)}
                  </WizardFormProvider>
                ) : (
                  <p>Step {n} of the form</p>
                )
              }
            />
          ))}
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  // what the step asks once on screen (need categories, suburbs of the state) answers before the test goes on
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return result;
}

/** The draft as the session store holds it, as autosave would send it (JSON has no undefined). */
export const storedDraft = (): ApplicantDraft => JSON.parse(JSON.stringify(draftHome.get() ?? {})) as ApplicantDraft;

/** The error summary's links, in order ("Label: message"). */
export const summaryLinks = (): string[] =>
  within(screen.getByRole('alert', { name: /There is a problem/ }))
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');

/** A user-event instance without delays, for what needs real typing and focus moves (the ABN field's blur). */
export const user = () => userEvent.setup({ delay: null });

/**
 * Chooses an option of a native select by value. Selects, radios and checkboxes are driven with `fireEvent`
 * (what React listens to: change, click): user-event's pointer simulation costs more than the step's render.
 */
export const choose = (select: HTMLElement, value: string) => fireEvent.change(select, { target: { value } });

/** Clicks a button, link, radio or checkbox. */
export const press = (element: HTMLElement) => fireEvent.click(element);

/**
 * Presses the step's "Save and continue", then lets a frame pass: a failed submit focuses the error summary on the
 * next animation frame (ui-kit ErrorSummary), as a browser would before the user's next move.
 */
export async function saveAndContinue() {
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/**
 * Checks that each of `expected` ("Label: message") is in the summary, in this order (others may sit between).
 */
export function expectSummaryInOrder(expected: readonly string[]) {
  const links = summaryLinks();
  for (const text of expected) expect(links).toContain(text);
  const at = expected.map((text) => links.indexOf(text));
  expect([...at].sort((a, b) => a - b)).toEqual(at);
}

/** Only step 1's answers: what step 2 starts from. */
export function stepOneDone(overrides: Partial<ApplicantDraft> = {}): ApplicantDraft {
  const { Firstname, Middlenames, Surname, Birthdate, Gender, Email, _confirmEmail, Prefcontact, Mobilephonenumber, Citizenship, Birthcountry, Birthplace, Birthstate, _idDocument } = validDraft();
  return { Firstname, Middlenames, Surname, Birthdate, Gender, Email, _confirmEmail, Prefcontact, Mobilephonenumber, Citizenship, Birthcountry, Birthplace, Birthstate, _idDocument, _previousNames: [], _stepCompleted: 1, ...overrides };
}

/** Steps 1 and 2 answered: what step 3 starts from. */
export function stepTwoDone(overrides: Partial<ApplicantDraft> = {}): ApplicantDraft {
  return stepOneDone({ _address: validDraft()._address, _postalSame: true, _stepCompleted: 2, ...overrides });
}

/** Steps 1 and 2 done and step 3 answered as a valid employed MSIC applicant would (validDraft). */
export function stepThreeDone(overrides: Partial<ApplicantDraft> = {}): ApplicantDraft {
  const { Apptype, Appsubtype, OperationalNeedId, ExtraData, Company, Site, _cardType, ...rest } = validDraft();
  const employer = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('Employer')));
  return stepTwoDone({ Apptype, Appsubtype, OperationalNeedId, ExtraData, Company, Site, _cardType, ...employer, ...overrides });
}

/** The birth date of someone who turns `years` today. */
export function birthDateAged(years: number, today = new Date()): string {
  const d = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A summary line as the error summary words it (ui-kit summaryLine): the label, then its spec message (§5). */
export const named = (label: string, message: string): string => summaryLine(label, message);
