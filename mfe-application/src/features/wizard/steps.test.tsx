import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANIES, configureApi, sessionStore, type Company } from 'shared-contracts';
import { FIELD_MESSAGES, type ApplicantDraft } from 'shared-contracts/api';
import { validDraft } from 'shared-contracts/testing';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import { autosave } from './autosave/autosave';
import { initialWizardStatus, wizardStatus } from './autosave/wizard-status';
import { WizardFormProvider } from './form/wizard-form';
import type { ReferenceData } from './model/reference-data';
import { StepOne } from './step1/step-one';
import { StepTwo } from './step2/step-two';
import { StepThree } from './step3/step-three';

// typing and choosing through whole steps with user-event is slow on a busy two-core machine
jest.setTimeout(60_000);

const REFERENCE: ReferenceData = {
  countries: [
    { Id: 1, Name: 'Australia', Code: 'AU' },
    { Id: 2, Name: 'New Zealand', Code: 'NZ' },
  ],
  states: [],
  operationalNeeds: [
    { Id: 1, Colour: 'blue', Reason: 'Works in a port security zone', ShortReason: 'Port worker', category: null, adminOnly: false },
    { Id: 3, Colour: 'white', Reason: 'Occasional access with an escort', ShortReason: 'Visitor', category: null, adminOnly: false },
  ],
  accessFrequencies: [{ Id: 1, Name: 'Daily' } as ReferenceData['accessFrequencies'][number]],
  issuingBodies: [],
  idDocuments: [],
  airports: [],
};

let saves: ApplicantDraft[];

/** The API the steps talk to: a save answers the draft with its next version; `lookup` answers anything else. */
function answerApi(lookup: (url: string) => { status: number; body: unknown } = () => ({ status: 200, body: [] })) {
  configureApi({
    baseUrl: 'http://api.test',
    tokenAllowlist: [],
    websiteType: 'msic',
    getCompany: () => 'msic',
    getFormKey: () => 'key',
    getToken: () => undefined,
    fetch: ((url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as ApplicantDraft) : {};
      if (init?.method === 'PUT') saves.push(body);
      const answer = init?.method === 'PUT' ? { status: 200, body: { id: 7, form: { ...body, _version: (body._version ?? 0) + 1 } } } : lookup(url);
      return Promise.resolve({ ok: answer.status < 400, status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) } as Response);
    }) as typeof fetch,
  });
}

beforeEach(() => {
  saves = [];
  wizardStatus.setState(initialWizardStatus());
  answerApi();
});
afterEach(() => autosave.dispose());

function renderStep(step: 1 | 2 | 3, draft: ApplicantDraft, company: Company = COMPANIES.msic) {
  sessionStore.getState().setApplicant({ _id: 7, _version: 1, ...draft });
  const screenOf = { 1: <StepOne total={4} reference={REFERENCE} />, 2: <StepTwo total={4} reference={REFERENCE} />, 3: <StepThree total={4} company={company} reference={REFERENCE} /> }[step];
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[`/apply/form/7/step${step}`]}>
        <Routes>
          <Route path="/apply/form/7/step2" element={step === 2 ? <WizardFormProvider company={company} operationalNeeds={REFERENCE.operationalNeeds}>{screenOf}</WizardFormProvider> : <p>Step 2 of the form</p>} />
          <Route path="/apply/form/7/step3" element={step === 3 ? <WizardFormProvider company={company} operationalNeeds={REFERENCE.operationalNeeds}>{screenOf}</WizardFormProvider> : <p>Step 3 of the form</p>} />
          <Route path="/apply/form/7/step4" element={<p>Step 4 of the form</p>} />
          <Route path="/apply/form/7/step1" element={<WizardFormProvider company={company} operationalNeeds={REFERENCE.operationalNeeds}>{screenOf}</WizardFormProvider>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const summaryLinks = () => within(screen.getByRole('alert', { name: /There is a problem/ })).getAllByRole('link').map((a) => a.textContent);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

/** Only step 1's answers: what step 2 or 3 starts from. */
const stepOneDone = (): ApplicantDraft => {
  const { Firstname, Middlenames, Surname, Birthdate, Gender, Email, _confirmEmail, Prefcontact, Mobilephonenumber, Citizenship, Birthcountry, Birthplace, Birthstate, _idDocument } = validDraft();
  return { Firstname, Middlenames, Surname, Birthdate, Gender, Email, _confirmEmail, Prefcontact, Mobilephonenumber, Citizenship, Birthcountry, Birthplace, Birthstate, _idDocument, _previousNames: [], _stepCompleted: 1 };
};

describe.each([
  {
    step: 1 as const,
    title: 'step 1, personal and contact details',
    draft: {} as ApplicantDraft,
    // in page order: the summary follows the fields on the page, whatever order the validator found them in
    required: ['First name: enter your first name', 'Middle names: enter your middle names, or tick that you have no middle name', 'Surname: enter your surname', 'Country of birth: choose your country of birth'],
    change: {
      what: 'choosing Australia as the country of birth sets citizenship and preselects the birth certificate (spec §4)',
      async act() {
        await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country of birth' }), 'Australia');
      },
      async check() {
        expect(screen.getByRole('combobox', { name: 'Citizenship' })).toHaveValue('Australia');
        expect(screen.getByRole('combobox', { name: 'Identity document' })).toHaveValue('4');
        expect(screen.getByRole('textbox', { name: 'Registration number' })).toBeInTheDocument();
      },
    },
  },
  {
    step: 2 as const,
    title: 'step 2, address history',
    draft: { ...stepOneDone(), _address: [{ Country: 'Australia' }] } as ApplicantDraft,
    required: ['Give your addresses for the last 10 years', 'Street address: enter the street address', 'Lived here from (month and year): enter the date you moved in'],
    change: {
      what: 'a postal address that is not the residential one asks for it; the same one removes it from the draft',
      async act() {
        await userEvent.click(screen.getByRole('checkbox', { name: 'My postal address is the same as my current address' }));
      },
      async check() {
        expect(sessionStore.getState().applicant?._postalSame).toBe(true);
        expect(screen.getAllByRole('textbox', { name: 'Street address' })).toHaveLength(1);
        await userEvent.click(screen.getByRole('checkbox', { name: 'My postal address is the same as my current address' }));
        expect(screen.getAllByRole('textbox', { name: 'Street address' })).toHaveLength(2);
      },
    },
  },
  {
    step: 3 as const,
    title: 'step 3, card and operational need',
    draft: { ...stepOneDone(), _address: validDraft()._address, _postalSame: true, _stepCompleted: 2 } as ApplicantDraft,
    required: ['What are you applying for?: choose the type of application', 'Who do you work for?: choose who you work for'],
    change: {
      what: 'a self-employed applicant gives an ABN instead of an employer; the employer branch leaves the draft',
      async act() {
        await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who do you work for?' }), 'employer');
        await userEvent.type(screen.getByRole('textbox', { name: 'Employer name' }), 'Harbour Marine');
        await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who do you work for?' }), 'self employed');
      },
      async check() {
        expect(screen.getByRole('textbox', { name: 'Your ABN' })).toBeInTheDocument();
        expect(screen.queryByRole('textbox', { name: 'Employer name' })).not.toBeInTheDocument();
        expect(sessionStore.getState().applicant).toMatchObject({ Company: 'Y' });
        // removed from the draft (what autosave sends: JSON has no undefined)
        expect(JSON.parse(JSON.stringify(sessionStore.getState().applicant))).not.toHaveProperty('Employername');
      },
    },
  },
])('$title', ({ step, draft, required, change }) => {
  it('a "Save and continue" with required fields empty stays on the step and names each field in a focused summary, in page order', async () => {
    renderStep(step, draft);
    await next();
    const links = summaryLinks();
    // the named fields come in this order (others may sit between them)
    const at = required.map((text) => links.indexOf(text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: /There is a problem/ }));
    expect(screen.queryByText(`Step ${step + 1} of the form`)).not.toBeInTheDocument();
    // each link moves the focus to its field
    await userEvent.click(screen.getByRole('link', { name: required[0] }));
    expect(document.activeElement?.id).toMatch(/^field-/);
  });

  it(change.what, async () => {
    renderStep(step, draft);
    await change.act();
    await change.check();
  });
});

describe('a complete step moves on and is saved with its version', () => {
  it('step 1 of a valid draft records its completion, saves naming _version, and moves to step 2', async () => {
    renderStep(1, stepOneDone());
    await next();
    expect(await screen.findByText('Step 2 of the form')).toBeInTheDocument();
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    expect(saves.at(-1)).toMatchObject({ _version: 1, _stepCompleted: 1, Firstname: 'Jane' });
  });

  it('an under-18 applicant of a sponsored company preferring 4 years is given 2 years, with no choice to make (chcheli)', async () => {
    renderStep(3, { ...stepOneDone(), Birthdate: '2012-02-01', _address: validDraft()._address, _postalSame: true, _stepCompleted: 2 }, COMPANIES.chcheli);
    expect(screen.getByText(/Your company has chosen a 2-year card for you/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '4 years' })).not.toBeInTheDocument();
    expect(sessionStore.getState().applicant).toMatchObject({ Appsubtype: '2', ExtraData: { Provisional: true } });
  });
});

describe('step 4, the summary', () => {
  it('shows every answer, card, duration, need and employer included, each with a change link that lands on its field', async () => {
    const { SummaryStep } = await import('./step4/summary-step');
    sessionStore.getState().setApplicant({ ...validDraft(), _id: 7, _version: 3, _stepCompleted: 3, _formFilledIn: true });
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/apply/form/7/step4']}>
          <WizardFormProvider company={COMPANIES.msic} operationalNeeds={REFERENCE.operationalNeeds}>
            <SummaryStep company={COMPANIES.msic} reference={REFERENCE} step={4} />
          </WizardFormProvider>
        </MemoryRouter>
      </MantineProvider>,
    );
    const card = screen.getByText('Your card').closest('[id]')!;
    expect(card).toHaveTextContent('MSIC, new card, 2 years');
    expect(within(card as HTMLElement).getByRole('link', { name: /Change/ })).toHaveAttribute('href', '/apply/form/7/step3#field-Apptype');
    expect(card.id).toBe('summary-yourCard');
    expect(screen.getByText('Operational need').closest('[id]')).toHaveTextContent('Port worker, Employed by an organisation');
    expect(screen.getByText('Employer').closest('[id]')).toHaveTextContent('Harbour Marine Services, Sam Lee, sam.lee@example.com');
    expect(within(screen.getByText('Name').closest('[id]') as HTMLElement).getByRole('link', { name: /Change/ })).toHaveAttribute('href', '/apply/form/7/step1#field-Firstname');
  });
});

describe('confirming with an invalid earlier answer', () => {
  it('names the section of the first invalid answer and moves to it', async () => {
    const { SummaryStep } = await import('./step4/summary-step');
    sessionStore.getState().setApplicant({ ...validDraft(), Employeremail: 'not an email', _id: 7, _version: 3, _stepCompleted: 3, _formFilledIn: true });
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/apply/form/7/step4']}>
          <WizardFormProvider company={COMPANIES.msic} operationalNeeds={REFERENCE.operationalNeeds}>
            <SummaryStep company={COMPANIES.msic} reference={REFERENCE} step={4} />
          </WizardFormProvider>
        </MemoryRouter>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and submit my application' }));
    const links = summaryLinks();
    expect(links[0]).toMatch(/^Employer: /);
    expect(screen.getByRole('link', { name: links[0]! })).toHaveAttribute('href', '#summary-employer');
    await waitFor(() => expect(document.activeElement?.id).toBe('summary-employer'));
  });
});

describe("step 3's ABN, the one ABN field of ui-kit (spec §5 on blur)", () => {
  const answerLookups = (byAbn: Record<string, { status: number; body?: unknown }>) =>
    answerApi((url) => {
      const answer = byAbn[/lookup-abn\/(\d+)/.exec(url)?.[1] ?? ''];
      return answer ? { status: answer.status, body: answer.body ?? { message: 'not found' } } : { status: 200, body: [] };
    });
  const selfEmployed = () => ({ ...stepOneDone(), _address: validDraft()._address, _postalSame: true, _stepCompleted: 2, ExtraData: { OpNeedType: 'self employed' } }) as ApplicantDraft;

  it('a cancelled ABN is not active next to the field as soon as it is left; a checksum-valid ABN no register confirms is accepted as not verified', async () => {
    answerLookups({
      '10478629432': { status: 200, body: { EntityName: 'Bass Strait Towage', AbnStatus: 'Cancelled' } },
      '51824753556': { status: 200, body: { Abn: '51824753556', EntityName: '', AbnStatus: 'Not verified', Verified: false } },
    });
    renderStep(3, selfEmployed());
    const abn = screen.getByRole('textbox', { name: 'Your ABN' });
    await userEvent.type(abn, '10 478 629 432');
    await userEvent.tab();
    expect(await screen.findByText(FIELD_MESSAGES.abnNotActive)).toBeInTheDocument();
    await userEvent.clear(abn);
    await userEvent.type(abn, '51824753556');
    await userEvent.tab();
    expect(await screen.findByText(/could not be verified with a business register/)).toBeInTheDocument();
    expect(screen.queryByText(FIELD_MESSAGES.abnNotActive)).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().applicant?._abr).toMatchObject({ Verified: false }));
  });
});
