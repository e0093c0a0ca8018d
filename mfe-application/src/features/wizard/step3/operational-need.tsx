import { MIN_OCCUPATION_WORDS, OP_NEED_TYPES, WHITE_SUBTYPE } from 'shared-contracts';
import { Stack, Text } from 'ui-kit';
import { Fieldset, Textarea } from 'ui-kit/forms';
import { DraftSelect } from '../fields/draft-select';
import { useFieldError } from '../fields/field-errors-context';
import { useFieldChange } from '../fields/use-field-change';
import { fieldId } from '../model/draft-path';
import type { ReferenceData } from '../model/reference-data';
import { useDraft } from '../model/use-draft';

const WHO = OP_NEED_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }));

/** Why the applicant needs the card (spec §3 operational need; §5 occupation of at least 10 words; access frequency unless white). */
export function OperationalNeedFields({ reference }: { reference: ReferenceData }) {
  const draft = useDraft();
  const change = useFieldChange();
  const occupation = useFieldError('ExtraData.OpNeedOccupation');
  const need = reference.operationalNeeds.find((n) => n.Id === draft.OperationalNeedId);
  const white = need?.Colour === 'white' || draft.Appsubtype === WHITE_SUBTYPE;
  const words = (draft.ExtraData?.OpNeedOccupation ?? '').trim().split(/\s+/).filter(Boolean).length;
  return (
    <Fieldset legend="Your operational need">
      <Stack gap="sm">
        <DraftSelect
          path="OperationalNeedId"
          label="Why do you need the card?"
          options={reference.operationalNeeds.map((n) => ({ value: String(n.Id), label: `${n.ShortReason} (${n.Colour} card)` }))}
          required
          numeric
        />
        {need && <Text size="sm">{need.Reason}</Text>}
        <DraftSelect path="ExtraData.OpNeedType" label="Who do you work for?" options={WHO} required />
        <Textarea
          id={fieldId('ExtraData.OpNeedOccupation')}
          label="Describe your occupation and why you need access"
          description={`At least ${MIN_OCCUPATION_WORDS} words (${words} so far)`}
          withAsterisk
          autosize
          minRows={3}
          maxLength={1000}
          value={draft.ExtraData?.OpNeedOccupation ?? ''}
          error={occupation.error}
          onBlur={occupation.onBlur}
          onChange={(event) => change('ExtraData.OpNeedOccupation', event.currentTarget.value || undefined)}
        />
        {!white && (
          <DraftSelect
            path="ExtraData.OpNeedAccessFreq"
            label="How often do you need access to secure areas?"
            options={reference.accessFrequencies.map((f) => ({ value: String(f.Id), label: f.Name }))}
            required
            numeric
          />
        )}
      </Stack>
    </Fieldset>
  );
}
