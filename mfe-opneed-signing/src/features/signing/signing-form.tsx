import { useEffect, useMemo, useRef, useState } from 'react';
import { CARD_KINDS, needsForCards } from 'shared-contracts';
import { MESSAGES, isApiError } from 'shared-contracts/api';
import { formatAbn, hasFieldErrors, normaliseAbn } from 'shared-contracts/validators';
import { Button, Stack, Text } from 'ui-kit';
import { useAbnLookup, type AbnLookup } from 'ui-kit/abn';
import { FormErrorSummary, useSchemaForm } from 'ui-kit/forms';
import { Alert } from 'ui-kit/widgets';
import type { SigningFormData } from './load-signing-form';
import { lookupAbnCall, organisationAbn } from './lookup-abn';
import { NeedSection } from './need-section';
import { prefetchSignatureCode } from './signature-code';
import { SignatureSection } from './signature-section';
import { SignerSection } from './signer-section';
import { fieldId, toSubmission, validateSigning, valuesOf, type SigningContext, type SigningValues } from './signing-values';
import { submitSignedForm } from './submit-signed-form';

interface SigningFormProps {
  peopleId: number;
  refId: string;
  data: SigningFormData;
  onSigned(): void;
}

/** The lookup's §5 verdict on the ABN now in the field (a lookup of another number says nothing of it). */
const abnProblemOf = (lookup: AbnLookup | null, abn: string) => (lookup?.state === 'problem' && lookup.abn === normaliseAbn(abn) ? lookup.problem : null);
/** The register's name for the ABN now in the field, when a register named it (issue 39). */
export const registeredNameOf = (lookup: AbnLookup | null, abn: string) => (lookup?.state === 'found' && lookup.abn === normaliseAbn(abn) ? lookup.result.EntityName : null);

/**
 * The employer's form (spec §3, §5) on the product's form layer (useSchemaForm, decision 023): the shared
 * validator on blur and on submit, the error summary in page order, the ABN looked up on blur. A valid form and
 * a signature (drawn or typed) are needed to submit. A save error sets the save-error state with a message and
 * keeps every answer (spec §8); a form signed meanwhile is reported, never replaced.
 */
export function SigningForm({ peopleId, refId, data, onSigned }: SigningFormProps) {
  const [sending, setSending] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // the reasons for the card applied for (issue 39): an airport's applicant's employer confirms an aviation reason
  const cards = data.form.cards?.length ? data.form.cards : CARD_KINDS;
  const context = useMemo<SigningContext>(() => ({ regional: data.form.regional, airports: data.form.form.airports ?? [], needs: needsForCards(data.needs, cards) }), [data, cards]);
  // the latest lookup, read by the validator (a ref: the validator runs outside render)
  const lookupRef = useRef<AbnLookup | null>(null);
  const f = useSchemaForm<SigningValues>({
    initialValues: valuesOf(data.form.form),
    validate: (values) => validateSigning(values, context, abnProblemOf(lookupRef.current, values.Abn), registeredNameOf(lookupRef.current, values.Abn)),
    fieldId,
  });
  const abnLookup = useAbnLookup(lookupAbnCall, (lookup) => {
    lookupRef.current = lookup;
    // the verdict arrives after the blur's validation: show it on the field now (spec §5 on blur)
    if (lookup.abn === normaliseAbn(f.getValues().Abn)) {
      f.form.validateField('Abn');
      // a name the register does not give: said at once beside the organisation (issue 39)
      if (f.getValues().Organisation.trim()) f.form.validateField('Organisation');
    }
  });
  const setKnownAbn = abnLookup.set;

  // the ABN on file for the organisation: shown with its registered name, or filled in when the form has none
  useEffect(() => {
    let current = true;
    void organisationAbn(peopleId, refId).then((found) => {
      if (!current || !found) return;
      if (!f.getValues().Abn.trim()) f.setValue('Abn', formatAbn(found.abn));
      if (normaliseAbn(f.getValues().Abn) === found.abn) {
        lookupRef.current = found;
        setKnownAbn(found);
      }
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link; f is stable in what this reads
  }, [peopleId, refId, setKnownAbn]);

  const submit = f.onSubmit(async (values) => {
    setSaveError(null);
    setSending(true);
    try {
      await submitSignedForm(peopleId, refId, toSubmission(values, context));
      onSigned();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400 && hasFieldErrors(failure.fieldErrors)) f.setServerErrors(failure.fieldErrors);
      else if (isApiError(failure) && failure.status === 409) setSaveError(failure.serverMessage ?? 'This form has already been signed.');
      else setSaveError(MESSAGES.operationalNeedSaveError);
    } finally {
      setSending(false);
    }
  });

  return (
    // the signature pad's code starts loading when the signer comes to the form (focus, touch or click)
    <Stack gap="lg" maw={720} onFocusCapture={prefetchSignatureCode} onPointerDownCapture={prefetchSignatureCode}>
      <FormErrorSummary form={f} />
      {saveError && (
        <Alert color="red" variant="light" title="The form was not saved" role="alert" data-testid="save-error">
          <Text>{saveError}</Text>
          <Text mt="xs">Your answers and signature are still on this page.</Text>
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label="Operational need form">
        <Stack gap="xl">
          <NeedSection f={f} needs={context.needs} cards={cards} accessFrequencies={data.accessFrequencies} regional={data.form.regional} airports={context.airports} />
          <SignerSection f={f} states={data.states} countries={data.countries} abnLookup={abnLookup} />
          <SignatureSection f={f} airportsKnown={context.airports.length > 0} />
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
