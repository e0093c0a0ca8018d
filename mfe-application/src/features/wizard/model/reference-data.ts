import { startTransition, useState } from 'react';
import { useLoad } from 'ui-kit';
import { formApi, type AccessFrequencyOption, type Airport, type Country, type IdDocumentType, type IssuingBody, type OperationalNeed, type OperationalNeedCategory, type State } from 'shared-contracts/form';

export interface ReferenceData {
  countries: Country[];
  states: State[];
  operationalNeeds: OperationalNeed[];
  accessFrequencies: AccessFrequencyOption[];
  issuingBodies: IssuingBody[];
  idDocuments: IdDocumentType[];
  airports: Airport[];
}

let pending: Promise<ReferenceData> | undefined;

/** Once per page; a failure is retried on the next call. */
export function loadReferenceData(): Promise<ReferenceData> {
  pending ??= Promise.all([
    formApi.countries(),
    formApi.states(),
    formApi.operationalNeedList(),
    formApi.accessFrequencyOptions(),
    formApi.issuingBodies(),
    formApi.auscheckIdDocuments(),
    formApi.airports(),
  ])
    .then(([countries, states, operationalNeeds, accessFrequencies, issuingBodies, idDocuments, airports]) => ({ countries, states, operationalNeeds, accessFrequencies, issuingBodies, idDocuments, airports }))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export function useReferenceData(): { data: ReferenceData | undefined; error: unknown } {
  const [state, setState] = useState<{ data: ReferenceData | undefined; error: unknown }>({ data: undefined, error: undefined });
  // a transition: React renders the step in slices and the page stays responsive (issue 17)
  useLoad(loadReferenceData, (data) => startTransition(() => setState({ data, error: undefined })), (error) => setState({ data: undefined, error }), []);
  return state;
}

let categories: Promise<OperationalNeedCategory[]> | undefined;
let loadedCategories: OperationalNeedCategory[] | undefined;

export function loadNeedCategories(): Promise<OperationalNeedCategory[]> {
  categories ??= formApi
    .operationalNeedCategories()
    .then((list) => (loadedCategories = list))
    .catch((error: unknown) => {
      categories = undefined;
      throw error;
    });
  return categories;
}

// read at the first render: step 3 rendered ahead runs no effects, and its reveal must not render again
export function useNeedCategories(): OperationalNeedCategory[] {
  const [list, setList] = useState<OperationalNeedCategory[]>(() => loadedCategories ?? []);
  useLoad(loadNeedCategories, setList, () => undefined, []);
  return list;
}

const reasons = new Map<number, { pending: Promise<string>; text?: string }>();

export function loadNeedReason(id: number): Promise<string> {
  let entry = reasons.get(id);
  if (!entry) {
    const made: { pending: Promise<string>; text?: string } = { pending: formApi.operationalNeedReason({ params: { id } }).then((answer) => (made.text = answer.Reason)) };
    made.pending.catch(() => reasons.delete(id));
    reasons.set(id, (entry = made));
  }
  return entry.pending;
}

export const loadedNeedReason = (id: number): string | undefined => reasons.get(id)?.text;

/** A failure is no reason not to render step 3: the needs then show ungrouped. */
export function prepareStepThree(needId: number | undefined): Promise<unknown> {
  return Promise.all([loadNeedCategories(), needId === undefined ? undefined : loadNeedReason(needId)]).catch(() => undefined);
}
