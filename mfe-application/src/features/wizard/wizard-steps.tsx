import { Activity, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Company } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import { loadedOrLazy } from './loaded-or-lazy';
import { useFormLayers } from './model/form-layers';
import { prepareStepThree, type ReferenceData } from './model/reference-data';
import { nextStep } from './model/step-rules';
import { StepOne } from './step1/step-one';
import { VisibleStep } from './visible-step';
import { draftHome } from './model/draft';
import { useDraftSelect } from './form/wizard-form';

// Steps 2 to 4 are not part of the first visit (step 1 stays within its JS budget); they are fetched as soon as
// the form is first saved (prefetchSteps), so that losing the connection later never leaves a step unloadable.
const [StepTwo, fetchStepTwo] = loadedOrLazy(() => import('./step2/step-two'), (m) => m.StepTwo);
const [StepThree, fetchStepThree] = loadedOrLazy(() => import('./step3/step-three'), (m) => m.StepThree);
const [SummaryStep, fetchSummaryStep] = loadedOrLazy(() => import('./step4/summary-step'), (m) => m.SummaryStep);

/** Fetches the chunks of steps 2 to 4. */
export const prefetchSteps = () => Promise.all([fetchStepTwo(), fetchStepThree(), fetchSummaryStep()]);

/** How long the applicant has been on a step before the next one is rendered ahead, in idle time. */
export const PRERENDER_AFTER_MS = 2000;

interface WizardStepsProps {
  step: number;
  total: number;
  company: Company;
  reference: ReferenceData;
}

const isSummary = (n: number, company: Company) => n === 4 || (n === 3 && company.views.step3 === 'summary-payment');

/**
 * The step on screen, and the step "Save and continue" leads to, rendered ahead while the applicant fills this one
 * (issue 15, docs/decisions/050 and 059). A step move keeps the wizard screen mounted (the step form's
 * `NEXT_PAGE_OF_SCREEN` navigation); the step it shows is then already rendered, and the move mounts its effects
 * and inserts it, instead of rendering and creating a few hundred components and elements in the click's task.
 *
 * The step ahead is rendered in React's `<Activity mode="hidden">` (lowest priority, interruptible, effects not run)
 * into an element that is not in the document (a portal into a detached `div`): no second form, submit button or
 * set of fields is in the page, the accessibility tree or an autofill's reach until the move puts it there. It is
 * rendered only once the form is saved and its layers are here (its chunk has then been prefetched: a first visit
 * downloads nothing more) and the applicant has been on this step for PRERENDER_AFTER_MS and the page is idle, so never in the move that
 * showed this step.
 */
export function WizardSteps({ step, total, company, reference }: WizardStepsProps) {
  const formFilledIn = useDraftSelect((d) => d._formFilledIn === true);
  const saved = useDraftSelect((d) => d._id !== undefined);
  // the later steps import the form layers (decision 070): none is rendered ahead before they are here
  const layers = useFormLayers() !== undefined;
  const next = step < total ? nextStep(step, { _formFilledIn: step >= 3 || formFilledIn }, total) : undefined;
  const [prepared, setPrepared] = useState<number>();

  useEffect(() => {
    if (next === undefined || !saved || !layers) return undefined;
    let live = true;
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      // the chunk the save's prefetch asked for (the same request, never a new one)
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
  }, [next, saved, layers, company]);

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

/**
 * One step, rendered into its own element. Shown, that element sits in the page where the step goes; ahead, it is
 * detached and the step is hidden (`Activity`). The element is the same on the move, so React reveals the step it
 * rendered ahead rather than rendering it again. Both wrappers are `display: contents`: the step's form lays out
 * as a child of the wizard's stack, as it did without them.
 */
function StepSlot({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [container] = useState(() => {
    // a render without a document (the build's prerender) has no element to render into: see below
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = 'wizard-step-slot';
    return element;
  });
  if (!container) return shown ? <Suspense fallback={<Skeleton height={320} />}>{children}</Suspense> : null;
  return (
    <>
      {shown && (
        // the ref is attached before the step's layout effects run (an earlier sibling's): they measure it in the page
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

/**
 * The step's code, and for step 3 what its first render reads from the API (the need categories, the need's
 * reason): rendered ahead with them, its reveal renders nothing again when they arrive (issue 15).
 */
function fetchStep(n: number, company: Company): Promise<unknown> {
  if (isSummary(n, company)) return fetchSummaryStep();
  if (n !== 3) return fetchStepTwo();
  return Promise.all([fetchStepThree(), prepareStepThree(draftHome.get()?.OperationalNeedId)]);
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
