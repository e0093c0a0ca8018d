import { useMemo, useRef, useState } from 'react';
import { CARD_KINDS, failureMessage, isApiError, NETWORK_STATUS } from 'shared-contracts';
import { abnLookupProblem, formatAbn, MESSAGES, needsForCards, normaliseAbn, signingApi, type AbnResult, type AccessFrequencyOption, type Country, type OperationalNeed, type OperationalNeedFormData, type State } from 'shared-contracts/signing';
import { Stack } from 'ui-kit';
import { abnLookupOf, Button, Form, useSchemaForm, type AbnLookup } from 'ui-kit/form';
import { NeedSection } from './need-section';
import { prefetchSignatureCode } from './signature-code';
import { SignatureSection } from './signature-section';
import { SignerSection } from './signer-section';
import { toSubmission, validateSigning, valuesOf, type SigningContext } from './signing-values';
import './signing.css';

/** What the form is drawn from: the link's form and the reference lists (use-signing-form-data.ts loads them). */
export interface SigningFormData {
  form: OperationalNeedFormData['data'];
  needs: OperationalNeed[];
  states: State[];
  countries: Country[];
  accessFrequencies: AccessFrequencyOption[];
  /** the ABN already on file for the form's organisation (spec §7: the last record of get-abn), if any */
  abnOnFile: AbnResult | null;
}

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

/** The ABN on file as the field shows a lookup: its registered name, or its verdict; nothing when the register does not know it. */
function lookupOnFile(result: AbnResult | null): AbnLookup | undefined {
  if (!result?.Abn || abnLookupProblem(result) === 'not-found') return undefined;
  return abnLookupOf(normaliseAbn(result.Abn), result);
}

/** What the form says of a failed send (spec §8): a form signed meanwhile, else that it was not saved and nothing is lost. */
function saveFailure(error: unknown): string {
  if (isApiError(error) && error.status === 409) return error.serverMessage ?? 'This form has already been signed.';
  const why = isApiError(error) && (error.status === NETWORK_STATUS || error.status === 429) ? failureMessage(error) : MESSAGES.operationalNeedSaveError;
  return `${why} Your answers and signature are still on this page.`;
}

const lookupAbn = (abn: string) => signingApi.operationalNeedLookupAbn({ params: { abn } });

/**
 * The employer's form (spec §3, §5) on the one form layer (ui-kit/form): the domain's validator on blur and on
 * submit, the error summary in page order, the ABN looked up on blur, the server's field errors on the fields. A valid
 * form and a signature (drawn or typed) are needed to submit. A failed send keeps every answer (spec §8); a form
 * signed meanwhile is reported, never replaced.
 */
export function SigningForm({ peopleId, refId, data, onSigned }: SigningFormProps) {
  // the reasons for the card applied for (issue 39): an airport's applicant's employer confirms an aviation reason
  const cards = data.form.cards?.length ? data.form.cards : CARD_KINDS;
  const context = useMemo<SigningContext>(() => ({ regional: data.form.regional, airports: data.form.form.airports ?? [], needs: needsForCards(data.needs, cards) }), [data, cards]);
  // the ABN on file fills an empty field, and is known without a lookup when it is the field's
  const [start] = useState(() => {
    const values = valuesOf(data.form.form);
    const onFile = lookupOnFile(data.abnOnFile);
    if (onFile && !values.Abn.trim()) values.Abn = formatAbn(onFile.abn);
    return { values, known: onFile && normaliseAbn(values.Abn) === onFile.abn ? onFile : undefined };
  });
  // the latest lookup: read by the validator (a ref: it runs outside render) and by the trading-name question
  const lookupRef = useRef<AbnLookup | null>(start.known ?? null);
  const [latest, setLatest] = useState<AbnLookup | null>(lookupRef.current);
  const f = useSchemaForm({
    initialValues: start.values,
    validate: (values) => validateSigning(values, context, abnProblemOf(lookupRef.current, values.Abn), registeredNameOf(lookupRef.current, values.Abn)),
  });
  const onLookup = (lookup: AbnLookup) => {
    lookupRef.current = lookup;
    setLatest(lookup);
    // the verdict arrives after the blur's validation: show it on the field now (spec §5 on blur)
    if (lookup.abn === normaliseAbn(f.getValues().Abn)) {
      f.mantine.validateField('Abn');
      // a name the register does not give: said at once beside the organisation (issue 39)
      if (f.getValues().Organisation.trim()) f.mantine.validateField('Organisation');
    }
  };

  return (
    // the signature pad's code starts loading when the signer comes to the form (focus, touch or click)
    <Stack gap="lg" maw={720} onFocusCapture={prefetchSignatureCode} onPointerDownCapture={prefetchSignatureCode}>
      <Form
        form={f}
        aria-label="Operational need form"
        failure={saveFailure}
        onSubmit={async (values) => {
          await signingApi.postOperationalNeedForm({ params: { id: peopleId, refId }, body: toSubmission(values, context) });
          onSigned();
        }}
      >
        <Stack gap="xl">
          <NeedSection f={f} needs={context.needs} cards={cards} accessFrequencies={data.accessFrequencies} regional={data.form.regional} airports={context.airports} />
          <SignerSection f={f} states={data.states} countries={data.countries} lookup={lookupAbn} known={start.known} latest={latest} onLookup={onLookup} />
          <SignatureSection f={f} airportsKnown={context.airports.length > 0} />
          <div>
            <Button type="submit" size="md">
              Sign and submit
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}
