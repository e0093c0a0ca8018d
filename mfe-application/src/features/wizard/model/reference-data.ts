import { startTransition, useEffect, useState } from 'react';
import type { AccessFrequencyOption, Airport, Country, IdDocumentType, IssuingBody, OperationalNeed, OperationalNeedCategory, State } from 'shared-contracts/api';
import { lightRead, type RawAnswer } from 'shared-contracts/light-read';
import { formLayers, loadApi, onFormLayers, readOptions, type FormLayers } from './form-layers';

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

/** Each list's endpoint and path in the endpoint table (the light read is held to the table's paths by its type). */
const read = async () => {
  const options = readOptions();
  return Promise.all([
    lightRead(options, 'countries', '/api/country/list'),
    lightRead(options, 'states', '/api/state/list'),
    lightRead(options, 'operationalNeedList', '/api/operational-need/list'),
    lightRead(options, 'accessFrequencyOptions', '/api/operational-need-access-frequency/options'),
    lightRead(options, 'issuingBodies', '/api/issuing-body/list'),
    lightRead(options, 'auscheckIdDocuments', '/api/id-documents/auscheck-list'),
    lightRead(options, 'airports', '/api/airport/list'),
  ] as const);
};
type Answers = Awaited<ReturnType<typeof read>>;

const listsOf = (a: Answers): ReferenceData => ({
  countries: a[0].payload as Country[],
  states: a[1].payload as State[],
  operationalNeeds: a[2].payload as OperationalNeed[],
  accessFrequencies: a[3].payload as AccessFrequencyOption[],
  issuingBodies: a[4].payload as IssuingBody[],
  idDocuments: a[5].payload as IdDocumentType[],
  airports: a[6].payload as Airport[],
});

/**
 * The lists as the API layer checks them (each answer against its endpoint's schema, as the client checks every
 * answer); a list that does not pass is asked of the API again, through the client.
 */
async function checked(answers: Answers, { api }: FormLayers): Promise<ReferenceData> {
  const check = <N extends RawAnswer['endpoint']>(answer: RawAnswer<N>) => {
    try {
      return Promise.resolve(api.checkAnswer(answer));
    } catch {
      return (api.getApi().call as (name: string) => Promise<unknown>)(answer.endpoint);
    }
  };
  const lists = await Promise.all(answers.map((answer) => check(answer)));
  return listsOf(lists.map((payload) => ({ payload })) as unknown as Answers);
}

let pending: Promise<{ data: ReferenceData; checked: Promise<ReferenceData> }> | undefined;

/**
 * Loads the reference data once per page, without the API layer (decision 070): the page carries the lists
 * (tools/page-data.mjs), else they are read from the API. The first screen draws with them as they arrived; they are
 * checked once the form layers come (the applicant's first intent), before anything is saved, and replaced by the
 * checked lists where these differ. A failure is retried on the next call.
 */
function loadLists(): Promise<{ data: ReferenceData; checked: Promise<ReferenceData> }> {
  pending ??= read()
    .then((answers) => {
      const layers = formLayers();
      const later = layers ? checked(answers, layers) : new Promise<FormLayers>((resolve) => onFormLayers(resolve)).then((l) => checked(answers, l));
      return { data: listsOf(answers), checked: later };
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The reference data, checked by the API layer (loading it): for what needs the lists as the client answers them. */
export async function loadReferenceData(): Promise<ReferenceData> {
  const lists = await loadLists();
  await loadApi();
  return lists.checked;
}

export function useReferenceData(): { data: ReferenceData | undefined; error: unknown } {
  const [state, setState] = useState<{ data: ReferenceData | undefined; error: unknown }>({ data: undefined, error: undefined });
  useEffect(() => {
    let live = true;
    loadLists().then(
      (lists) => {
        // the step's first render (hundreds of fields' components) is a transition: React renders it in slices and
        // the page stays responsive meanwhile, instead of one long task (Lighthouse's TBT on /apply/form/, issue 17)
        if (live) startTransition(() => setState({ data: lists.data, error: undefined }));
        lists.checked.then(
          // the checked lists replace the first ones only where they differ (a re-render of every step otherwise)
          (data) => live && JSON.stringify(data) !== JSON.stringify(lists.data) && setState({ data, error: undefined }),
          (error: unknown) => live && setState({ data: undefined, error }),
        );
      },
      (error: unknown) => live && setState({ data: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

let categories: Promise<OperationalNeedCategory[]> | undefined;
let loadedCategories: OperationalNeedCategory[] | undefined;

/**
 * The operational-need categories (spec §7 operational-need-category/list), to group the needs: loaded once and
 * kept after the first success; a failure is forgotten, so the next use asks again (the needs show ungrouped).
 */
export function loadNeedCategories(): Promise<OperationalNeedCategory[]> {
  categories ??= loadApi()
    .then((api) => api.getApi().call('operationalNeedCategories'))
    .then((list) => (loadedCategories = list))
    .catch((error: unknown) => {
      categories = undefined;
      throw error;
    });
  return categories;
}

/**
 * The categories, from the first render when they have come: step 3 rendered ahead (hidden, its effects not run)
 * then shows its needs grouped already, and the move that reveals it does not render them again (issue 15).
 */
export function useNeedCategories(): OperationalNeedCategory[] {
  const [list, setList] = useState<OperationalNeedCategory[]>(() => loadedCategories ?? []);
  useEffect(() => {
    let live = true;
    // the list already shown is the same array: no render
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

// the reasons of the needs, per API client (a test's client answers for itself), each asked for once
const reasons = new WeakMap<object, Map<number, { pending: Promise<string>; text?: string }>>();
const reasonsOf = (client: object) => {
  let map = reasons.get(client);
  if (!map) reasons.set(client, (map = new Map()));
  return map;
};

/** A need's reason as the API words it (spec §7 get-reason), asked for once per need; a failure is forgotten. */
export function loadNeedReason(id: number): Promise<string> {
  return loadApi().then((api) => {
    const known = reasonsOf(api.getApi());
    let entry = known.get(id);
    if (!entry) {
      const made: { pending: Promise<string>; text?: string } = {
        pending: api
          .getApi()
          .call('operationalNeedReason', { params: { id } })
          .then((answer) => (made.text = answer.Reason)),
      };
      made.pending.catch(() => known.delete(id));
      known.set(id, (entry = made));
    }
    return entry.pending;
  });
}

/** The reason of a need, when it has come (the first render of a step rendered ahead shows it). */
export function loadedNeedReason(id: number): string | undefined {
  const client = formLayers()?.api.getApi();
  return client ? reasons.get(client)?.get(id)?.text : undefined;
}

/**
 * What step 3's first render reads from the API, asked for with its code before it is rendered ahead (wizard-steps):
 * the need categories and the reason of the draft's need. A failure is no reason not to render it (the needs show
 * ungrouped, with the list's own reason).
 */
export function prepareStepThree(needId: number | undefined): Promise<unknown> {
  return Promise.all([loadNeedCategories(), needId === undefined ? undefined : loadNeedReason(needId)]).catch(() => undefined);
}
