import { Suspense } from 'react';
import type { Company } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import { loadedOrLazy } from './loaded-or-lazy';
import type { ReferenceData } from './model/reference-data';
import { StepOne } from './step1/step-one';

// Steps 2 to 4 are not part of the first visit (step 1 stays within its JS budget); they are fetched as soon as
// the form is first saved (prefetchSteps), so that losing the connection later never leaves a step unloadable.
const [StepTwo, fetchStepTwo] = loadedOrLazy(() => import('./step2/step-two'), (m) => m.StepTwo);
const [StepThree, fetchStepThree] = loadedOrLazy(() => import('./step3/step-three'), (m) => m.StepThree);
const [SummaryStep, fetchSummaryStep] = loadedOrLazy(() => import('./step4/summary-step'), (m) => m.SummaryStep);

/** Fetches the chunks of steps 2 to 4. */
export const prefetchSteps = () => Promise.all([fetchStepTwo(), fetchStepThree(), fetchSummaryStep()]);

interface WizardStepsProps {
  step: number;
  total: number;
  company: Company;
  reference: ReferenceData;
}

const isSummary = (n: number, company: Company) => n === 4 || (n === 3 && company.views.step3 === 'summary-payment');

/**
 * The step on screen. A step move changes only this: the wizard screen around it stays mounted (the step form's
 * `NEXT_PAGE_OF_SCREEN` navigation, docs/decisions/050). A step whose chunk has arrived renders at once
 * (loadedOrLazy); otherwise its skeleton shows while it loads.
 */
export function WizardSteps({ step, total, company, reference }: WizardStepsProps) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      {isSummary(step, company) ? (
        <SummaryStep company={company} reference={reference} step={step} />
      ) : step === 3 ? (
        <StepThree total={total} company={company} reference={reference} />
      ) : step === 2 ? (
        <StepTwo total={total} reference={reference} />
      ) : (
        <StepOne total={total} reference={reference} />
      )}
    </Suspense>
  );
}
