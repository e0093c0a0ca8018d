import { Activity, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Company } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import { loadedOrLazy } from './loaded-or-lazy';
import { prepareStepThree, type ReferenceData } from './model/reference-data';
import { nextStep } from './model/step-rules';
import { StepOne } from './step1/step-one';
import { VisibleStep } from './visible-step';
import { draftHome } from './model/draft';
import { useDraftSelect } from './form/wizard-form';

const [StepTwo, fetchStepTwo] = loadedOrLazy(() => import('./step2/step-two'), (m) => m.StepTwo);
const [StepThree, fetchStepThree] = loadedOrLazy(() => import('./step3/step-three'), (m) => m.StepThree);
const [SummaryStep, fetchSummaryStep] = loadedOrLazy(() => import('./step4/summary-step'), (m) => m.SummaryStep);

export const prefetchSteps = () => Promise.all([fetchStepTwo(), fetchStepThree(), fetchSummaryStep()]);

export const PRERENDER_AFTER_MS = 2000;

interface WizardStepsProps {
  step: number;
  total: number;
  company: Company;
  reference: ReferenceData;
}

const isSummary = (n: number, company: Company) => n === 4 || (n === 3 && company.views.step3 === 'summary-payment');

/**
 * The next step is rendered ahead, hidden, so the move does not render it in the click's task (decisions 050, 059).
 * It goes into a detached element so that no second form is in the page or the accessibility tree until the move.
 */
export function WizardSteps({ step, total, company, reference }: WizardStepsProps) {
  const formFilledIn = useDraftSelect((d) => d._formFilledIn === true);
  const saved = useDraftSelect((d) => d._id !== undefined);
  const next = step < total ? nextStep(step, { _formFilledIn: step >= 3 || formFilledIn }, total) : undefined;
  const [prepared, setPrepared] = useState<number>();

  useEffect(() => {
    if (next === undefined || !saved) return undefined;
    let live = true;
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      void fetchStep(next, company).then(
        () => {
          if (live) cancelIdle = whenIdle(() => setPrepared(next));
        },
        () => undefined,
      );
    }, PRERENDER_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [next, saved, company]);

  const slots = prepared !== undefined && prepared === next && prepared !== step ? [step, prepared] : [step];
  return (
    <VisibleStep.Provider value={step}>
      {slots.map((n) => (
        <StepSlot key={n} shown={n === step}>
          {stepView(n, { total, company, reference })}
        </StepSlot>
      ))}
    </VisibleStep.Provider>
  );
}

/** The element is kept across the move, so React reveals the step rendered ahead rather than rendering it again. */
function StepSlot({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [container] = useState(() => {
    // the build's prerender has no document
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = 'wizard-step-slot';
    return element;
  });
  if (!container) return shown ? <Suspense fallback={<Skeleton height={320} />}>{children}</Suspense> : null;
  return (
    <>
      {shown && (
        // attached before the step's layout effects run: they measure it in the page
        <div
          className="wizard-step-slot"
          ref={(slot) => {
            if (slot && container.parentNode !== slot) slot.appendChild(container);
          }}
        />
      )}
      {createPortal(
        <Activity mode={shown ? 'visible' : 'hidden'}>
          <Suspense fallback={shown ? <Skeleton height={320} /> : null}>{children}</Suspense>
        </Activity>,
        container,
      )}
    </>
  );
}

function stepView(n: number, { total, company, reference }: Omit<WizardStepsProps, 'step'>): ReactNode {
  if (isSummary(n, company)) return <SummaryStep company={company} reference={reference} step={n} />;
  if (n === 3) return <StepThree total={total} company={company} reference={reference} />;
  if (n === 2) return <StepTwo total={total} reference={reference} />;
  return <StepOne total={total} reference={reference} />;
}

/** Step 3 also needs its API data, so that its reveal does not render again when it arrives. */
function fetchStep(n: number, company: Company): Promise<unknown> {
  if (isSummary(n, company)) return fetchSummaryStep();
  if (n !== 3) return fetchStepTwo();
  return Promise.all([fetchStepThree(), prepareStepThree(draftHome.get()?.OperationalNeedId)]);
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
