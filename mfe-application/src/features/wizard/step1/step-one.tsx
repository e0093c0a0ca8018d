import { memo, useCallback } from 'react';
import type { ApplicantDraft } from 'shared-contracts/api';
import { formLayers } from '../model/form-layers';
import type { ReferenceData } from '../model/reference-data';
import { StepForm } from '../step-form';
import { BirthAndCitizenship } from './birth-and-citizenship';
import { IdDocument } from './id-document';
import { PersonalDetails } from './personal-details';
import { PreviousNames } from './previous-names';

/** Step 1, Personal & Contact Details (spec §2). */
// memo: the wizard screen renders on progress and status changes that do not concern the step
export const StepOne = memo(function StepOne({ total, reference }: { total: number; reference: ReferenceData }) {
  // the step's check comes with the form layers (decision 070): StepForm waits for them before it checks the step
  const validate = useCallback((draft: ApplicantDraft) => formLayers()?.validators.validateStep1(draft) ?? {}, []);
  return (
    <StepForm step={1} total={total} validate={validate}>
      <PersonalDetails />
      <PreviousNames />
      <BirthAndCitizenship reference={reference} />
      <IdDocument reference={reference} />
    </StepForm>
  );
});
