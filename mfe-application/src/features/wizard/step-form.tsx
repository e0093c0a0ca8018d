import { useMemo, useState, type ReactNode } from 'react';
import { href, sessionStore } from 'shared-contracts';
import { hasFieldErrors, type ApplicantDraft, type FieldErrorMap } from 'shared-contracts/api';
import { Button, Group, Stack, Text } from 'ui-kit';
import { ErrorSummary } from 'ui-kit/forms';
import { useNavigate } from 'ui-kit/router';
import { autosave } from './autosave/autosave';
import { FieldErrorsProvider } from './fields/field-errors-context';
import { fieldId } from './model/draft-path';
import { completeStep, nextStep } from './model/step-rules';
import { updateDraft, useDraft } from './model/use-draft';

export interface StepFormProps {
  step: number;
  total: number;
  validate: (draft: ApplicantDraft) => FieldErrorMap;
  children: ReactNode;
  /** the label of the button that completes the step */
  nextLabel?: string;
}

const stepRoute = (n: number) => (['formStep1', 'formStep2', 'formStep3', 'formStep4'] as const)[n - 1]!;

/**
 * One step of the wizard: its fields with their errors, the error summary after a failed "Next" (spec §5: the
 * step's 'next' needs a valid form), and the move to the next step once the completion is recorded and saved.
 */
export function StepForm({ step, total, validate, children, nextLabel = 'Save and continue' }: StepFormProps) {
  const draft = useDraft();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [notSaved, setNotSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = useMemo(() => validate(draft), [draft, validate]);
  const summary = submitted
    ? Object.entries(errors)
        .filter(([, list]) => list.length > 0)
        .map(([path, list]) => ({ fieldId: fieldId(path), message: list[0]! }))
    : [];

  async function next() {
    setSubmitted(true);
    if (hasFieldErrors(errors)) return;
    setBusy(true);
    updateDraft((d) => completeStep(d, step));
    const saved = await autosave.flush();
    setBusy(false);
    const id = currentFormId();
    // a form that has never reached the server has no address yet: it stays here until the first save works
    if (id === undefined) {
      setNotSaved(!saved);
      return;
    }
    setNotSaved(false);
    setSubmitted(false);
    navigate(href(stepRoute(nextStep(step, { _formFilledIn: step >= 3 || draft._formFilledIn }, total)), { id }));
  }

  function back() {
    const id = currentFormId();
    if (id !== undefined && step > 1) navigate(href(stepRoute(step - 1), { id }));
  }

  return (
    <FieldErrorsProvider errors={errors} showAll={submitted}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <Stack gap="lg">
        <ErrorSummary errors={summary} />
        {children}
        {notSaved && (
          <Text c="red.9" role="alert">
            We could not save your form yet. Check your internet connection: your answers are kept on this device and we will keep trying.
          </Text>
        )}
        <Group justify="space-between">
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
        </Group>
        </Stack>
      </form>
    </FieldErrorsProvider>
  );
}

/** The saved form's id, read at the moment of navigation (the first save may have just assigned it). */
const currentFormId = (): number | undefined => sessionStore.getState().applicant?._id;
