import { MIN_OCCUPATION_WORDS, WHITE_SUBTYPE, type Company } from 'shared-contracts';
import { categoriesForCards, needsForCards, opNeedTypeOptions } from 'shared-contracts/form';
import { cardKindOf } from 'shared-contracts/form';
import { useEffect, useState } from 'react';
import type { OperationalNeed, OperationalNeedCategory } from 'shared-contracts/form';
import { Stack, Text } from 'ui-kit';
import { Fieldset, Textarea } from 'ui-kit/form';
import { DraftSelect } from '../fields/draft-select';
import { loadedNeedReason, loadNeedReason, useNeedCategories, type ReferenceData } from '../model/reference-data';
import type { SelectGroup, SelectOption } from '../fields/draft-select';
import { useDraftSelect, useWizardForm } from '../form/wizard-form';

export function OperationalNeedFields({ company, reference }: { company: Company; reference: ReferenceData }) {
  const needId = useDraftSelect((d) => d.OperationalNeedId);
  const whiteSubtype = useDraftSelect((d) => d.Appsubtype === WHITE_SUBTYPE);
  const need = reference.operationalNeeds.find((n) => n.Id === needId);
  const kind = useDraftSelect((d) => cardKindOf(d, company));
  const cards = kind ? [kind] : company.cardTypes;
  const categories = categoriesForCards(useNeedCategories(), cards);
  const needs = needsForCards(reference.operationalNeeds, cards);
  const white = need?.Colour === 'white' || whiteSubtype;
  return (
    <Fieldset legend="Your operational need">
      <Stack gap="sm">
        <DraftSelect
          path="OperationalNeedId"
          label="Why do you need the card?"
          options={groupedNeeds(needs, categories)}
          required
          numeric
        />
        {need && <NeedReason need={need} />}
        <DraftSelect path="ExtraData.OpNeedType" label="Who do you work for?" options={opNeedTypeOptions({ cardTypes: cards })} required />
        <OccupationField />
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

function OccupationField() {
  const form = useWizardForm();
  const path = 'ExtraData.OpNeedOccupation';
  const words = useDraftSelect((d) => (d.ExtraData?.OpNeedOccupation ?? '').trim().split(/\s+/).filter(Boolean).length);
  return (
    <Textarea
      {...form.field(path, { label: 'Describe your occupation and why you need access', parse: (v) => (v === '' ? undefined : v) })}
      description={`At least ${MIN_OCCUPATION_WORDS} words (${words} so far)`}
      required
      autosize
      minRows={3}
      maxLength={1000}
    />
  );
}

const needOption = (n: OperationalNeed): SelectOption => ({ value: String(n.Id), label: `${n.ShortReason} (${n.Colour} card)` });

function groupedNeeds(needs: readonly OperationalNeed[], categories: readonly OperationalNeedCategory[]): (SelectOption | SelectGroup)[] {
  if (categories.length === 0) return needs.map(needOption);
  const groups: (SelectOption | SelectGroup)[] = categories
    .map((c) => ({ group: c.Name, items: needs.filter((n) => n.category === c.Id).map(needOption) }))
    .filter((g) => g.items.length > 0);
  const known = new Set(categories.map((c) => c.Id));
  const rest = needs.filter((n) => n.category === null || !known.has(n.category)).map(needOption);
  return rest.length > 0 ? [...groups, { group: 'Other', items: rest }] : groups;
}

/** A reason already loaded shows from the first render, so step 3 rendered ahead need not render again. */
function NeedReason({ need }: { need: OperationalNeed }) {
  const [reason, setReason] = useState<{ id: number; text: string } | undefined>(() => {
    const text = loadedNeedReason(need.Id);
    return text === undefined ? undefined : { id: need.Id, text };
  });
  useEffect(() => {
    let live = true;
    loadNeedReason(need.Id).then(
      (text) => live && setReason((shown) => (shown?.id === need.Id && shown.text === text ? shown : { id: need.Id, text })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [need.Id]);
  return <Text size="sm">{reason?.id === need.Id ? reason.text : need.Reason}</Text>;
}
