import { startTransition, useEffect, useState } from 'react';
import { getApi, type AccessFrequencyOption, type Airport, type Country, type IdDocumentType, type IssuingBody, type OperationalNeed, type OperationalNeedCategory, type State } from 'shared-contracts/api';

/** The reference data the wizard's steps use (spec §2: countries, states and search locations are loaded first). */
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

/** Loads the reference data once per page; a failure is retried on the next call. */
export function loadReferenceData(): Promise<ReferenceData> {
  pending ??= (async () => {
    const api = getApi();
    const [countries, states, operationalNeeds, accessFrequencies, issuingBodies, idDocuments, airports] = await Promise.all([
      api.call('countries'),
      api.call('states'),
      api.call('operationalNeedList'),
      api.call('accessFrequencyOptions'),
      api.call('issuingBodies'),
      api.call('auscheckIdDocuments'),
      api.call('airports'),
    ]);
    return { countries, states, operationalNeeds, accessFrequencies, issuingBodies, idDocuments, airports };
  })().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export function useReferenceData(): { data: ReferenceData | undefined; error: unknown } {
  const [state, setState] = useState<{ data: ReferenceData | undefined; error: unknown }>({ data: undefined, error: undefined });
  useEffect(() => {
    let live = true;
    loadReferenceData().then(
      // the step's first render (hundreds of fields' components) is a transition: React renders it in slices and
      // the page stays responsive meanwhile, instead of one long task (Lighthouse's TBT on /apply/form/, issue 17)
      (data) => live && startTransition(() => setState({ data, error: undefined })),
      (error: unknown) => live && setState({ data: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

let categories: Promise<OperationalNeedCategory[]> | undefined;

/**
 * The operational-need categories (spec §7 operational-need-category/list), to group the needs: loaded once and
 * kept after the first success; a failure is forgotten, so the next use asks again (the needs show ungrouped).
 */
export function loadNeedCategories(): Promise<OperationalNeedCategory[]> {
  categories ??= getApi()
    .call('operationalNeedCategories')
    .catch((error: unknown) => {
      categories = undefined;
      throw error;
    });
  return categories;
}

export function useNeedCategories(): OperationalNeedCategory[] {
  const [list, setList] = useState<OperationalNeedCategory[]>([]);
  useEffect(() => {
    let live = true;
    loadNeedCategories().then(
      (l) => live && setList(l),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
