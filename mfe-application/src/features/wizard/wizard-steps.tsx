import { Activity, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Company } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import { loadedOrLazy } from './loaded-or-lazy';
import type { ReferenceData } from './model/reference-data';
import { nextStep } from './model/step-rules';
import { StepOne } from './step1/step-one';
import { VisibleStep } from './visible-step';

// Steps 2 to 4 are not part of the first visit (step 1 stays within its JS budget); they are fetched as soon as
// the form is first saved (prefetchSteps), so that losing the connection later never leaves a step unloadable.
const [StepTwo, fetchStepTwo] = loadedOrLazy(() => import('./step2/step-two'), (m) => m.StepTwo);
const [StepThree, fetchStepThree] = loadedOrLazy(() => import('./step3/step-three'), (m) => m.StepThree);
const [SummaryStep, fetchSummaryStep] = loadedOrLazy(() => import('./step4/summary-step'), (m) => m.SummaryStep);

/** Fetches the chunks of steps 2 to 4. */
export const prefetchSteps = () => Promise.all([fetchStepTwo(), fetchStepThree(), fetchSummaryStep()]);

/** How long the applicant has been on a step before the next one is rendered, hidden, in idle time. */
export const PRERENDER_AFTER_MS = 2000;

interface WizardStepsProps {
  step: number;
  total: number;
  formFilledIn: boolean;
  company: Company;
  reference: ReferenceData;
}

/**
 * The step on screen, and the step "Save and continue" leads to, rendered ahead while the applicant fills this one
 * (React's `<Activity mode="hidden">`: out of the page and of the accessibility tree, effects not run, rendered at
 * the lowest priority and interruptible). The move then shows a step already mounted, with the answers the form
 * holds by then (its fields are the one form's, docs/decisions/023), instead of mounting its few hundred
 * components in the click's task (issue 15, docs/decisions/050). The next step is rendered only after the applicant
 * has been on this one for PRERENDER_AFTER_MS and the page is idle: not in the move that showed this step.
 */
export function WizardSteps({ step, total, formFilledIn, company, reference }: WizardStepsProps) {
  const next = step < total ? nextStep(step, { _formFilledIn: step >= 3 || formFilledIn }, total) : undefined;
  const [prepared, setPrepared] = useState<number>();

  useEffect(() => {
    if (next === undefined) return undefined;
    let live = true;
    let idle: (() => void) | undefined;
    const timer = setTimeout(() => {
      void fetchStep(next, company).then(
        () => {
          if (live) idle = whenIdle(() => setPrepared(next));
        },
        () => undefined,
      );
    }, PRERENDER_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      idle?.();
    };
  }, [next, company]);

  const shown = [step, ...(prepared !== undefined && prepared === next ? [prepared] : [])];
  return (
    <VisibleStep.Provider value={step}>
      <Suspense fallback={<Skeleton height={320} />}>
        {shown.map((n) => (
          <Activity key={n} mode={n === step ? 'visible' : 'hidden'}>
            {stepView(n, { total, company, reference })}
          </Activity>
        ))}
      </Suspense>
    </VisibleStep.Provider>
  );
}

const isSummary = (n: number, company: Company) => n === 4 || (n === 3 && company.views.step3 === 'summary-payment');

function stepView(n: number, { total, company, reference }: Omit<WizardStepsProps, 'step' | 'formFilledIn'>): ReactNode {
  if (isSummary(n, company)) return <SummaryStep company={company} reference={reference} step={n} />;
  if (n === 3) return <StepThree total={total} company={company} reference={reference} />;
  if (n === 2) return <StepTwo total={total} reference={reference} />;
  return <StepOne total={total} reference={reference} />;
}

function fetchStep(n: number, company: Company): Promise<unknown> {
  if (isSummary(n, company)) return fetchSummaryStep();
  return n === 3 ? fetchStepThree() : fetchStepTwo();
}

/** Runs `run` when the main thread is idle (a timer where the browser has no idle callbacks); answers a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
