import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { href } from 'shared-contracts';
import type { FieldErrorMap } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { Button, ErrorSummary } from 'ui-kit/form';
import { NEXT_PAGE_OF_SCREEN, useLocation, useNavigate } from 'ui-kit/router';
import { autosave } from './autosave/autosave';
import { useStepValidator, useWizardForm } from './form/wizard-form';
import { completeStep, nextStep, stepRoute } from './model/step-rules';
import { SaveAndReturnButton } from './save-and-return/save-and-return-button';
import { useStepShown } from './visible-step';
import './wizard.css';
import { draftHome } from './model/draft';

interface StepFormProps {
  step: number;
  total: number;
  validate: (draft: ApplicantDraft) => FieldErrorMap;
  children: ReactNode;
}

/** A new form's first save shows the button busy only after this: most answer sooner (decision 065). */
export const BUSY_AFTER_MS = 400;

/** A saved form moves on at once, saving behind (decision 065); a new one waits for the save that gives it an address. */
export function StepForm({ step, total, validate, children }: StepFormProps) {
  const form = useWizardForm();
  const validator = useStepValidator();
  // the step rendered ahead (wizard-steps.tsx) shows no error summary
  const shown = useStepShown(step);
  // set in a layout effect, not during render: a render React discards must not leave its validator behind
  useLayoutEffect(() => {
    validator.current = validate;
  }, [validator, validate]);
  const navigate = useNavigate();
  const [notSaved, setNotSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);
  const submitter = useRef<DOMRect | undefined>(undefined);

  useLayoutEffect(() => {
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step
  }, [step]);

  // a summary change link lands on its field after the host has focused the page heading
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
    draftHome.update((d) => completeStep(d, step));
    const id = currentFormId();
    if (id !== undefined) {
      // the save starts after the click's task, which renders the next step
      setNotSaved(false);
      moveOn(id);
      setTimeout(() => void autosave.flush(), 0);
      return;
    }
    saving.current = true;
    const showBusy = setTimeout(() => setBusy(true), BUSY_AFTER_MS);
    const saved = await autosave.flush().finally(() => {
      clearTimeout(showBusy);
      saving.current = false;
    });
    setBusy(false);
    const created = currentFormId();
    setNotSaved(created === undefined && !saved);
    if (created !== undefined) moveOn(created);
  }

  function moveOn(id: number) {
    if (submitter.current) ignoreRepeatClicks(submitter.current);
    navigate(href(stepRoute(nextStep(step, { _formFilledIn: step >= 3 || draftHome.get()?._formFilledIn }, total)), { id }), { state: NEXT_PAGE_OF_SCREEN });
  }

  function back() {
    const id = currentFormId();
    if (id !== undefined && step > 1) navigate(href(stepRoute(step - 1), { id }), { state: NEXT_PAGE_OF_SCREEN });
  }

  return (
      <form
        noValidate
        onSubmit={(event) => {
          submitter.current = (event.nativeEvent as SubmitEvent).submitter?.getBoundingClientRect();
          event.preventDefault();
          if (form.validate()) void next();
        }}
      >
        <div className="wizard-stack">
        {shown && <ErrorSummary items={form.summary} focusKey={form.failures} />}
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
            Save and continue
          </Button>
        </div>
        <SaveAndReturnButton />
        </div>
      </form>
  );
}

/** Longer than a system's double-click time. */
export const REPEAT_CLICK_MS = 700;

/**
 * The step changes under the pointer, so a double click's second click would land on the next step (decision 065).
 * Only a repeat inside the pressed button's place is stopped: Chromium counts quick taps on two buttons as a repeat.
 */
function ignoreRepeatClicks(pressed: DOMRect): void {
  const stop = (event: MouseEvent) => {
    const inside = event.clientX >= pressed.left && event.clientX <= pressed.right && event.clientY >= pressed.top && event.clientY <= pressed.bottom;
    if (event.detail > 1 && inside) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  document.addEventListener('click', stop, true);
  setTimeout(() => document.removeEventListener('click', stop, true), REPEAT_CLICK_MS);
}

const currentFormId = (): number | undefined => draftHome.get()?._id;
