import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES, isApiError, type FieldErrorMap } from 'shared-contracts/api';
import { formatAbn, hasFieldErrors, normaliseAbn } from 'shared-contracts/validators';
import { Button, Stack, Text, Title } from 'ui-kit';
import { ErrorSummary } from 'ui-kit/forms';
import { SignaturePad } from 'ui-kit/signature';
import { Alert } from 'ui-kit/widgets';
import type { SigningFormData } from './load-signing-form';
import { lookupAbn, organisationAbn, type AbnLookup } from './lookup-abn';
import { NeedSection } from './need-section';
import { SignerSection } from './signer-section';
import { FIELD_ORDER, fieldId, toSubmission, validateSigning, valuesOf, type SigningContext, type SigningField, type SigningValues } from './signing-values';
import { submitSignedForm } from './submit-signed-form';

interface SigningFormProps {
  peopleId: number;
  refId: string;
  data: SigningFormData;
  onSigned(): void;
}

/**
 * The employer's form (spec §3, §5): a valid form and a signature are needed to submit. A save error sets the
 * save-error state with a message and keeps every answer (spec §8); a form signed meanwhile is reported, never
 * replaced.
 */
export function SigningForm({ peopleId, refId, data, onSigned }: SigningFormProps) {
  const [values, setValues] = useState<SigningValues>(() => valuesOf(data.form.form));
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [abnLookup, setAbnLookup] = useState<AbnLookup | null>(null);
  const context: SigningContext = { regional: data.form.regional, airports: data.form.form.airports ?? [], needs: data.needs };

  // the ABN on file for the organisation: shown with its registered name, or filled in when the form has none
  useEffect(() => {
    let current = true;
    void organisationAbn(peopleId, refId).then((found) => {
      if (!current || !found) return;
      setAbnLookup((lookup) => lookup ?? found);
      setValues((v) => (v.Abn.trim() ? v : { ...v, Abn: formatAbn(found.abn) }));
    });
    return () => {
      current = false;
    };
  }, [peopleId, refId]);

  const error = (field: SigningField) => errors[field]?.[0];
  const set = <K extends keyof SigningValues>(field: K, value: SigningValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (submitted) setErrors((e) => ({ ...e, [field]: [] }));
  };
  const abnProblem = abnLookup && abnLookup.abn === normaliseAbn(values.Abn) && abnLookup.state === 'problem' ? (abnLookup.problem ?? null) : null;

  const runAbnLookup = (value: string) => {
    const abn = normaliseAbn(value);
    if (abnLookup?.abn === abn && abnLookup.state !== 'checking') return;
    setAbnLookup({ abn, state: 'checking' });
    void lookupAbn(abn).then((result) => setAbnLookup((current) => (current?.abn === abn ? result : current)));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setSaveError(null);
    const found = validateSigning(values, signature, context, abnProblem);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    setSending(true);
    try {
      await submitSignedForm(peopleId, refId, toSubmission(values, signature, context));
      onSigned();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400 && hasFieldErrors(failure.fieldErrors)) setErrors(failure.fieldErrors);
      else if (isApiError(failure) && failure.status === 409) setSaveError(failure.serverMessage ?? 'This form has already been signed.');
      else setSaveError(MESSAGES.operationalNeedSaveError);
    } finally {
      setSending(false);
    }
  }

  const summary = FIELD_ORDER.flatMap((field) => (error(field) ? [{ fieldId: fieldId(field), message: error(field)! }] : []));
  const airportsKnown = context.airports.length > 0;

  return (
    <Stack gap="lg" maw={720}>
      {submitted && <ErrorSummary errors={summary} />}
      {saveError && (
        <Alert color="red" variant="light" title="The form was not saved" role="alert" data-testid="save-error">
          <Text>{saveError}</Text>
          <Text mt="xs">Your answers and signature are still on this page.</Text>
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label="Operational need form">
        <Stack gap="xl">
          <NeedSection values={values} error={error} set={set} needs={data.needs} accessFrequencies={data.accessFrequencies} regional={data.form.regional} airports={context.airports} />
          <SignerSection values={values} error={error} set={set} states={data.states} countries={data.countries} abnLookup={abnLookup} onAbnLookup={runAbnLookup} />
          <Stack gap="sm">
            <Title order={2} size="h3">
              Sign the form
            </Title>
            <Text>
              By signing you confirm that the applicant has the operational need described above{airportsKnown ? ' at the airports ticked' : ''}, and that your
              answers are true and correct.
            </Text>
            <SignaturePad
              id={fieldId('_signature')}
              label="Your signature"
              description="Sign with your mouse, a pen or your finger. A signature that is too small is cleared."
              error={error('_signature')}
              onChange={(value) => {
                setSignature(value);
                if (submitted && value) setErrors((e) => ({ ...e, _signature: [] }));
              }}
            />
          </Stack>
          <div>
            <Button type="submit" size="md" loading={sending}>
              Sign and submit
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
