import { act, render } from '@testing-library/react';
import { COMPANIES, sessionStore } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { MantineProvider } from 'ui-kit';
import { completeStep } from '../model/step-rules';
import { REFERENCE, setUpStepTests, stepOneDone } from '../testing/render-step';
import { WizardFormProvider } from './wizard-form';

setUpStepTests();

/** The store writes of the applicant while `run` runs. */
function applicantWrites(run: () => void): ApplicantDraft[] {
  const writes: ApplicantDraft[] = [];
  const stop = sessionStore.subscribe((state, previous) => {
    if (state.applicant !== previous.applicant && state.applicant) writes.push(state.applicant);
  });
  try {
    act(run);
  } finally {
    stop();
  }
  return writes;
}

describe("the wizard's form over the session store", () => {
  beforeEach(() => {
    sessionStore.getState().setApplicant({ _id: 7, _version: 1, ...stepOneDone({ _stepCompleted: 0 }) });
    render(
      <MantineProvider>
        <WizardFormProvider company={COMPANIES.msic} operationalNeeds={REFERENCE.operationalNeeds}>
          <p>form</p>
        </WizardFormProvider>
      </MantineProvider>,
    );
  });

  it("adopts a step's completion written to the store with that one write (the model changes nothing in it)", () => {
    const writes = applicantWrites(() => sessionStore.getState().setApplicant(completeStep(sessionStore.getState().applicant!, 1)));
    expect(writes).toHaveLength(1);
    expect(sessionStore.getState().applicant?._stepCompleted).toBe(1);
  });

  it('writes the store again when the model derives something from an adopted draft', () => {
    // a birth date under 18 derives the provisional flag (spec §4)
    const adopted = { ...sessionStore.getState().applicant!, Birthdate: '2015-01-01', ExtraData: {} };
    const writes = applicantWrites(() => sessionStore.getState().setApplicant(adopted));
    expect(writes).toHaveLength(2);
    expect(writes[1]!.ExtraData?.Provisional).toBe(true);
  });
});
