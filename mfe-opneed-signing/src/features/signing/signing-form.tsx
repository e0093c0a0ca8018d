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

export interface SigningFormData {
  form: OperationalNeedFormData['data'];
  needs: OperationalNeed[];
  states: State[];
  countries: Country[];
  accessFrequencies: AccessFrequencyOption[];
  abnOnFile: AbnResult | null;
}

function lookupOnFile(result: AbnResult | null): AbnLookup | undefined {
  if (!result?.Abn || abnLookupProblem(result) === 'not-found') return undefined;
  return abnLookupOf(normaliseAbn(result.Abn), result);
}

function saveFailure(error: unknown): string {
  if (isApiError(error) && error.status === 409) return error.serverMessage ?? 'This form has already been signed.';
  const why = isApiError(error) && (error.status === NETWORK_STATUS || error.status === 429) ? failureMessage(error) : MESSAGES.operationalNeedSaveError;
  return `${why} Your answers and signature are still on this page.`;
}

const lookupAbn = (abn: string) => signingApi.operationalNeedLookupAbn({ params: { abn } });

export function SigningForm({ peopleId, refId, data, onSigned }: { peopleId: number; refId: string; data: SigningFormData; onSigned(): void }) {
  const cards = data.form.cards?.length ? data.form.cards : CARD_KINDS;
  const context = useMemo<SigningContext>(() => ({ regional: data.form.regional, airports: data.form.form.airports ?? [], needs: needsForCards(data.needs, cards) }), [data, cards]);
  const [start] = useState(() => {
    const values = valuesOf(data.form.form);
    const onFile = lookupOnFile(data.abnOnFile);
    if (onFile && !values.Abn.trim()) values.Abn = formatAbn(onFile.abn);
    return { values, known: onFile && normaliseAbn(values.Abn) === onFile.abn ? onFile : undefined };
  });
  const lookupRef = useRef<AbnLookup | null>(start.known ?? null);
  const [latest, setLatest] = useState<AbnLookup | null>(lookupRef.current);
  const f = useSchemaForm({
    initialValues: start.values,
    validate: (values) => validateSigning(values, context, lookupRef.current),
  });
  const onLookup = (lookup: AbnLookup) => {
    lookupRef.current = lookup;
    setLatest(lookup);
    if (lookup.abn === normaliseAbn(f.getValues().Abn)) {
      // the verdict arrives after the blur's validation: show it on the field now (spec §5)
      f.mantine.validateField('Abn');
      if (f.getValues().Organisation.trim()) f.mantine.validateField('Organisation');
    }
  };

  return (
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
