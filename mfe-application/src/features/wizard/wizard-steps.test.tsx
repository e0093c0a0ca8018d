import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { COMPANIES } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter } from 'ui-kit/router';
import { WizardFormProvider } from './form/wizard-form';
import { REFERENCE, saveAndContinue, setUpStepTests, stepOneDone, stepTwoDone, summaryLinks } from './testing/render-step';
import { PRERENDER_AFTER_MS, prefetchSteps, WizardSteps } from './wizard-steps';
import { draftHome } from './model/draft';

// Issue 15, decisions 050 and 059: the step "Save and continue" leads to is rendered ahead, hidden and out of the
// document, while the applicant is on the current one, and put in the page on the move without being rendered again.
setUpStepTests();

const company = COMPANIES.msic;
const total = company.steps.length;

function stepsAt(step: number) {
  return (
    <MantineProvider>
      <MemoryRouter initialEntries={[`/apply/form/7/step${step}`]}>
        <WizardFormProvider company={company} operationalNeeds={REFERENCE.operationalNeeds}>
          <WizardSteps step={step} total={total} company={company} reference={REFERENCE} />
        </WizardFormProvider>
      </MemoryRouter>
    </MantineProvider>
  );
}

/** The applicant stays on the step: its timer, the next step's chunk and the idle callback run, then the render ahead. */
async function stayOnStep() {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, PRERENDER_AFTER_MS + 50)));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}

/** The elements the steps are rendered into (wizard-steps.tsx makes one per step, in the page or not). */
let slots: HTMLElement[] = [];
const createElement = document.createElement.bind(document);
beforeEach(async () => {
  slots = [];
  jest.spyOn(document, 'createElement').mockImplementation(((tag: string, options?: ElementCreationOptions) => {
    const element = createElement(tag, options);
    queueMicrotask(() => {
      if (element.className === 'wizard-step-slot') slots.push(element);
    });
    return element;
  }) as typeof document.createElement);
  await prefetchSteps();
});
afterEach(() => jest.restoreAllMocks());

const renderAt = (step: number, draft: ApplicantDraft) => {
  draftHome.replace({ _id: 7, _version: 1, ...draft });
  return render(stepsAt(step));
};

/** The step rendered ahead, found in its own element (it is not in the document). */
const aheadWith = (text: string) => slots.find((slot) => !slot.isConnected && slot.textContent?.includes(text));

describe('the next step rendered ahead (React Activity, out of the document)', () => {
  it('is not rendered during the move that showed this step, only once the applicant has stayed on it', async () => {
    renderAt(1, stepOneDone({ _address: stepTwoDone()._address, _postalSame: true }));
    expect(aheadWith('Where you have lived')).toBeUndefined();
    await stayOnStep();
    expect(aheadWith('Where you have lived')).toBeDefined();
  });

  it('is not rendered for a form that was never saved (its chunk is not fetched for it)', async () => {
    draftHome.replace(stepOneDone({ _address: stepTwoDone()._address, _postalSame: true }));
    render(stepsAt(1));
    await stayOnStep();
    expect(aheadWith('Where you have lived')).toBeUndefined();
  });

  it('is out of the page while ahead: one form, one set of fields, one button to press', async () => {
    renderAt(1, stepOneDone({ _address: stepTwoDone()._address, _postalSame: true }));
    await stayOnStep();
    expect(aheadWith('Where you have lived')).toBeDefined();
    expect(screen.queryByText('Where you have lived')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Street address', hidden: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save and continue', hidden: true })).toHaveLength(1);
    expect(document.querySelectorAll('form')).toHaveLength(1);
  });

  it('a failed submit on the step on screen shows one error summary, with that step fields only', async () => {
    renderAt(1, stepOneDone({ Firstname: undefined, _address: [{ Country: 'Australia' }] }));
    await stayOnStep();
    await saveAndContinue();
    expect(screen.getAllByRole('alert', { name: /There is a problem/, hidden: true })).toHaveLength(1);
    expect(summaryLinks().some((l) => l.startsWith('First name'))).toBe(true);
    expect(summaryLinks().some((l) => l.startsWith('Street address'))).toBe(false);
    expect(aheadWith('There is a problem')).toBeUndefined();
  });

  it('is put in the page on the move as it was rendered (not rendered again), with the answers the form holds by then', async () => {
    const view = renderAt(1, stepOneDone({ _address: stepTwoDone()._address, _postalSame: true }));
    await stayOnStep();
    const ahead = aheadWith('Where you have lived')!;
    const prerendered = ahead.querySelector('form');
    // an answer of the next step written after it was rendered (the server's derived draft, another tab's merge)
    const draft = draftHome.get()!;
    act(() => draftHome.set({ ...draft, _address: [{ ...draft._address![0]!, Line1: '3 Cliff St' }] }));
    view.rerender(stepsAt(2));
    const shown = screen.getByRole('textbox', { name: 'Street address' });
    expect(shown).toHaveValue('3 Cliff St');
    expect(shown).toBeVisible();
    expect(screen.queryByText('About you')).not.toBeInTheDocument();
    // the same form element: the step was revealed, its fields not created again (only the rewritten one was)
    expect(prerendered).not.toBeNull();
    expect(shown.closest('form')).toBe(prerendered);
    expect(ahead.isConnected).toBe(true);
  });

  it('works in the page once revealed: typing reaches the draft and the next step is rendered ahead in turn', async () => {
    const view = renderAt(1, stepOneDone({ _address: stepTwoDone()._address, _postalSame: true }));
    await stayOnStep();
    view.rerender(stepsAt(2));
    const street = screen.getByRole('textbox', { name: 'Street address' });
    fireEvent.change(street, { target: { value: '9 Quay Rd' } });
    expect(draftHome.get()?._address?.[0]?.Line1).toBe('9 Quay Rd');
    await stayOnStep();
    expect(aheadWith('Card duration')).toBeDefined();
    expect(within(document.body).getAllByRole('button', { name: 'Save and continue' })).toHaveLength(1);
  });
});
