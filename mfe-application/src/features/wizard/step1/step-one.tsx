import { memo, useCallback } from 'react';
import type { ApplicantDraft } from 'shared-contracts/api';
import { validateStep1 } from 'shared-contracts/validators';
import type { ReferenceData } from '../model/reference-data';
import { StepForm } from '../step-form';
import { BirthAndCitizenship } from './birth-and-citizenship';
import { IdDocument } from './id-document';
import { PersonalDetails } from './personal-details';
import { PreviousNames } from './previous-names';

/** Step 1, Personal & Contact Details (spec §2). */
// memo: the wizard screen renders on progress and status changes that do not concern the step
export const StepOne = memo(function StepOne({ total, reference }: { total: number; reference: ReferenceData }) {
  const validate = useCallback((draft: ApplicantDraft) => validateStep1(draft), []);
  return (
    <StepForm step={1} total={total} validate={validate}>
      <PersonalDetails />
      <PreviousNames />
      <BirthAndCitizenship reference={reference} />
      <IdDocument reference={reference} />
    </StepForm>
  );
});
