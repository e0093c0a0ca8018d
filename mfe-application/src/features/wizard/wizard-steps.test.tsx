import { act, render, screen } from '@testing-library/react';
import { COMPANIES, sessionStore } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter } from 'ui-kit/router';
import { WizardFormProvider } from './form/wizard-form';
import { REFERENCE, saveAndContinue, setUpStepTests, stepOneDone, stepTwoDone, summaryLinks } from './testing/render-step';
import { PRERENDER_AFTER_MS, WizardSteps } from './wizard-steps';

// Issue 15, decision 050: the step "Save and continue" leads to is rendered ahead, hidden, while the applicant is on
// the current one, and shown on the move without being mounted again.
setUpStepTests();

const company = COMPANIES.msic;
const total = company.steps.length;

function stepsAt(step: number) {
  return (
    <MantineProvider>
      <MemoryRouter initialEntries={[`/apply/form/7/step${step}`]}>
        <WizardFormProvider company={company} operationalNeeds={REFERENCE.operationalNeeds}>
          <WizardSteps step={step} total={total} formFilledIn={false} company={company} reference={REFERENCE} />
        </WizardFormProvider>
      </MemoryRouter>
    </MantineProvider>
  );
}

/** The applicant stays on the step: its timer, the next step's chunk and the idle callback run, then the hidden render. */
async function stayOnStep() {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, PRERENDER_AFTER_MS + 50)));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}

const renderAt = (step: number, draft: ApplicantDraft) => {
  sessionStore.getState().setApplicant({ _id: 7, _version: 1, ...draft });
  return render(stepsAt(step));
};

const streetOf = (hidden: boolean) => screen.getAllByRole('textbox', { name: 'Street address', hidden }).find((el) => el.closest('form'))!;

describe('the next step rendered ahead (React Activity)', () => {
  it('is not rendered during the move that showed this step, only once the applicant has stayed on it', async () => {
    renderAt(1, stepOneDone({ _address: stepTwoDone()._address, _postalSame: true }));
    expect(screen.queryByText('Where you have lived')).not.toBeInTheDocument();
    await stayOnStep();
    expect(screen.getByText('Where you have lived')).toBeInTheDocument();
  });

  it('is out of the page and of the accessibility tree while hidden: one form, one heading set, one button to press', async () => {
    renderAt(1, stepOneDone({ _address: stepTwoDone()._address, _postalSame: true }));
    await stayOnStep();
    expect(screen.getByText('Where you have lived')).not.toBeVisible();
    expect(screen.queryByRole('group', { name: 'Where you have lived' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Street address' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save and continue' })).toHaveLength(1);
  });

  it('a failed submit on the step on screen shows one error summary, with that step fields only', async () => {
    renderAt(1, stepOneDone({ Firstname: undefined, _address: [{ Country: 'Australia' }] }));
    await stayOnStep();
    await saveAndContinue();
    expect(screen.getAllByRole('alert', { name: /There is a problem/, hidden: true })).toHaveLength(1);
    expect(summaryLinks().some((l) => l.startsWith('First name'))).toBe(true);
    expect(summaryLinks().some((l) => l.startsWith('Street address'))).toBe(false);
  });

  it('is shown on the move as it was rendered (not mounted again), with the answers the form holds by then', async () => {
    const view = renderAt(1, stepOneDone({ _address: stepTwoDone()._address, _postalSame: true }));
    await stayOnStep();
    const prerendered = streetOf(true).closest('form');
    // an answer of the next step written after it was rendered (the server's derived draft, another tab's merge)
    const draft = sessionStore.getState().applicant!;
    act(() => sessionStore.getState().setApplicant({ ...draft, _address: [{ ...draft._address![0]!, Line1: '3 Cliff St' }] }));
    view.rerender(stepsAt(2));
    const shown = screen.getByRole('textbox', { name: 'Street address' });
    expect(shown).toHaveValue('3 Cliff St');
    expect(shown).toBeVisible();
    expect(screen.queryByText('About you')).not.toBeInTheDocument();
    // the same form element: the step was revealed, its fields not mounted again (only the rewritten one was)
    expect(prerendered).not.toBeNull();
    expect(shown.closest('form')).toBe(prerendered);
  });
});
