import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { href } from 'shared-contracts';
import type { ApplicantDraft, FieldErrorMap } from 'shared-contracts/api';
import { Button, ErrorSummary } from 'ui-kit/form';
import { NEXT_PAGE_OF_SCREEN, useLocation, useNavigate } from 'ui-kit/router';
import { autosave } from './autosave/autosave';
import { useStepValidator, useWizardForm } from './form/wizard-form';
import { formLayers, loadFormLayers } from './model/form-layers';
import { completeStep, nextStep } from './model/step-rules';
import { SaveAndReturnButton } from './save-and-return/save-and-return-button';
import { updateDraft } from './model/use-draft';
import { useStepShown } from './visible-step';
import './wizard.css';
import { draftHome } from './model/draft';

export interface StepFormProps {
  step: number;
  total: number;
  validate: (draft: ApplicantDraft) => FieldErrorMap;
  children: ReactNode;
  /** the label of the button that completes the step */
  nextLabel?: string;
}

/**
 * The first save of a new form (the one that gives it its address) shows the button busy only after this: most
 * answer sooner, and showing then hiding the loader cost two renders of the step, the button's transition and a
 * spinner's frames (issue 15). A saved form never waits for its save (decision 065).
 */
export const BUSY_AFTER_MS = 400;

const stepRoute = (n: number) => (['formStep1', 'formStep2', 'formStep3', 'formStep4'] as const)[n - 1]!;

/**
 * One step of the wizard: its fields with their errors, the error summary after a failed "Next" (spec §5: the
 * step's 'next' needs a valid form), and the move to the next step once the completion is recorded: at once for a
 * saved form, with the save going on behind (decision 065); after the first save for a new one, which has no
 * address before it.
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
  // where the button that submitted the step was (a double click's second click lands there: ignoreRepeatClicks)
  const submitter = useRef<DOMRect | undefined>(undefined);

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
    updateDraft((d) => completeStep(d, step));
    const id = currentFormId();
    if (id !== undefined) {
      // a saved form moves on at once (decision 065): the save goes on behind, and its outcome is shown as every
      // autosave's is (the save state, the connection modal after failed saves, the conflict alert); the move never
      // waits for the network, and it did not wait for the save to succeed before either. The save starts in the
      // task after the click's, which renders the next step: its request is not in the way of that frame
      setNotSaved(false);
      moveOn(id);
      setTimeout(() => void autosave.flush(), 0);
      return;
    }
    // a form that has never reached the server has no address yet: it stays here until the first save works
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

  /** Another page of the wizard: the shell keeps the wizard mounted, only the step changes (decision 050). */
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
          if (formLayers()) {
            if (form.validate()) void next();
            return;
          }
          // the step's check and the save come with the form layers (decision 070): pressed before they arrived, the
          // step is checked once they are here
          loadFormLayers().then(
            () => form.validate() && void next(),
            () => setNotSaved(true),
          );
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
            {nextLabel}
          </Button>
        </div>
        <SaveAndReturnButton />
        </div>
      </form>
  );
}

/** How long after a step move the second click of a double click is ignored (longer than a system's double-click time). */
export const REPEAT_CLICK_MS = 700;

/**
 * A double click on "Save and continue" moves once: the step changes under the pointer within the click's task, so
 * the second click of the pair would land on whatever the next step has there, a radio button, "Add an address" or
 * its own "Save and continue". For REPEAT_CLICK_MS after the move, a click that repeats a click (its `detail` counts
 * them) inside the place where the pressed button was is stopped before it reaches the page (decision 065). Any
 * other click or tap, and the keyboard, are never held back: Chromium counts two quick taps on two different buttons
 * as a repeat too, so the place matters.
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

/** The saved form's id, read at the moment of navigation (the first save may have just assigned it). */
const currentFormId = (): number | undefined => draftHome.get()?._id;
