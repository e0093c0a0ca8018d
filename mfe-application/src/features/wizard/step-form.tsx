import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { href, sessionStore } from 'shared-contracts';
import type { ApplicantDraft, FieldErrorMap } from 'shared-contracts/api';
import { Button, FormErrorSummary } from 'ui-kit/forms';
import { NEXT_PAGE_OF_SCREEN, useLocation, useNavigate } from 'ui-kit/router';
import { autosave } from './autosave/autosave';
import { useStepValidator, useWizardForm } from './form/wizard-form';
import { completeStep, nextStep } from './model/step-rules';
import { SaveAndReturnButton } from './save-and-return/save-and-return-button';
import { updateDraft } from './model/use-draft';
import { useStepShown } from './visible-step';
import './wizard.css';

export interface StepFormProps {
  step: number;
  total: number;
  validate: (draft: ApplicantDraft) => FieldErrorMap;
  children: ReactNode;
  /** the label of the button that completes the step */
  nextLabel?: string;
}

/**
 * A save that answers sooner than this moves on without showing the button busy: most do, and showing then hiding
 * the loader cost two renders of the step, the button's transition and a spinner's frames (issue 15).
 */
export const BUSY_AFTER_MS = 400;

const stepRoute = (n: number) => (['formStep1', 'formStep2', 'formStep3', 'formStep4'] as const)[n - 1]!;

/**
 * One step of the wizard: its fields with their errors, the error summary after a failed "Next" (spec §5: the
 * step's 'next' needs a valid form), and the move to the next step once the completion is recorded and saved.
 */
export function StepForm({ step, total, validate, children, nextLabel = 'Save and continue' }: StepFormProps) {
  const form = useWizardForm();
  const validator = useStepValidator();
  // the step ahead (wizard-steps.tsx) renders no error summary: the errors shown are the step on screen's
  const shown = useStepShown(step);
  // set in a layout effect, not during render: a render React discards must not leave its validator behind
  useLayoutEffect(() => {
    validator.current = validate;
  }, [validator, validate]);
  const navigate = useNavigate();
  const [notSaved, setNotSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  // a second press while the step is saving does nothing (the busy button says so only after BUSY_AFTER_MS)
  const saving = useRef(false);

  // a new step starts without the errors of the last one
  useLayoutEffect(() => {
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step
  }, [step]);

  // a change link of the summary lands on its field (`#field-…`), after the host has focused the page heading
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#field-')) return undefined;
    const timer = setTimeout(() => {
      const field = document.getElementById(decodeURIComponent(hash.slice(1)));
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    }, 150);
    return () => clearTimeout(timer);
  }, [hash]);

  async function next() {
    if (saving.current) return;
    saving.current = true;
    const showBusy = setTimeout(() => setBusy(true), BUSY_AFTER_MS);
    updateDraft((d) => completeStep(d, step));
    const saved = await autosave.flush().finally(() => {
      clearTimeout(showBusy);
      saving.current = false;
    });
    setBusy(false);
    const id = currentFormId();
    // a form that has never reached the server has no address yet: it stays here until the first save works
    if (id === undefined) {
      setNotSaved(!saved);
      return;
    }
    setNotSaved(false);
    // another page of the wizard: the shell keeps the wizard mounted, only the step changes (decision 050)
    navigate(href(stepRoute(nextStep(step, { _formFilledIn: step >= 3 || sessionStore.getState().applicant?._formFilledIn }, total)), { id }), { state: NEXT_PAGE_OF_SCREEN });
  }

  function back() {
    const id = currentFormId();
    if (id !== undefined && step > 1) navigate(href(stepRoute(step - 1), { id }), { state: NEXT_PAGE_OF_SCREEN });
  }

  return (
      <form noValidate onSubmit={form.onSubmit(() => next())}>
        <div className="wizard-stack">
        {shown && <FormErrorSummary form={form} />}
        {children}
        {notSaved && (
          <p className="wizard-problem" role="alert">
            We could not save your form yet. Check your internet connection: your answers are kept on this device and we will keep trying.
          </p>
        )}
        <div className="wizard-actions">
          {step > 1 ? (
            <Button variant="default" onClick={back}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={busy}>
            {nextLabel}
          </Button>
        </div>
        <SaveAndReturnButton />
        </div>
      </form>
  );
}

/** The saved form's id, read at the moment of navigation (the first save may have just assigned it). */
const currentFormId = (): number | undefined => sessionStore.getState().applicant?._id;
