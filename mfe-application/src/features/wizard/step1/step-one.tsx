import { memo } from 'react';
import { validateStep1 } from 'shared-contracts/form';
import type { ReferenceData } from '../model/reference-data';
import { StepForm } from '../step-form';
import { BirthAndCitizenship } from './birth-and-citizenship';
import { IdDocument } from './id-document';
import { PersonalDetails } from './personal-details';
import { PreviousNames } from './previous-names';

// memo: the wizard screen renders on progress and status changes that do not concern the step
export const StepOne = memo(function StepOne({ total, reference }: { total: number; reference: ReferenceData }) {
  return (
    <StepForm step={1} total={total} validate={validateStep1}>
      <PersonalDetails />
      <PreviousNames />
      <BirthAndCitizenship reference={reference} />
      <IdDocument reference={reference} />
    </StepForm>
  );
});
