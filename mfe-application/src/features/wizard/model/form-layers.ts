import { useEffect, useState } from 'react';
import { apiSettings } from 'shared-contracts';
import type { ApiClientOptions } from 'shared-contracts/api';
import { loadOnce } from './load-once';

/**
 * The wizard's form layers: the API layer (the typed client, the endpoint table and schemas) and the validators
 * (the step checks and the draft model), with zod under both: about 35 KB gzipped that the first screen does not
 * need to be drawn (docs/decisions/070). They are fetched at the applicant's first intent on the page (a touch, a
 * click, a key, a field focused: `useFormLayersOnIntent`), by a saved form once it has been read (it is checked with
 * them before it is shown), and by anything that needs them first (a save, a step's check). Until then a change is kept as typed and the draft
 * model is applied when they arrive; nothing is saved or checked without them. A failed load is forgotten, so the
 * next need loads again.
 */
export interface FormLayers {
  api: typeof import('shared-contracts/api');
  validators: typeof import('shared-contracts/validators');
}

let arrived: FormLayers | undefined;
const listeners = new Set<(layers: FormLayers) => void>();

export const loadFormLayers = loadOnce<FormLayers>(() =>
  Promise.all([import('shared-contracts/api'), import('shared-contracts/validators')]).then(([api, validators]) => {
    arrived = { api, validators };
    for (const listener of [...listeners]) listener(arrived);
    listeners.clear();
    return arrived;
  }),
);

/** The layers when they have arrived, else undefined (a synchronous reader: the form's derive and check). */
export const formLayers = (): FormLayers | undefined => arrived;

/** Calls `listener` once, when the layers arrive (never when they are here already); answers the unsubscribe. */
export function onFormLayers(listener: (layers: FormLayers) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The API layer, loading the form layers when they are not here yet. */
export const loadApi = async (): Promise<FormLayers['api']> => (await loadFormLayers()).api;

/** The options the shell configured the API client with: a light read (without the layers) sends what the client sends. */
export function readOptions(): ApiClientOptions {
  const { options } = apiSettings();
  if (!options) throw new Error('The API client is not configured: the shell (or a standalone remote in its bootstrap) must call configureApi({...}) before any API call.');
  return options;
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** The layers once they are here, however they came: the component re-renders when they arrive. */
export function useFormLayers(): FormLayers | undefined {
  const [layers, setLayers] = useState(formLayers);
  useEffect(() => {
    if (layers) return undefined;
    const here = formLayers();
    if (here) {
      setLayers(here);
      return undefined;
    }
    let live = true;
    const unsubscribe = onFormLayers((loaded) => live && setLayers(loaded));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [layers]);
  return layers;
}

/**
 * Fetches the layers at the first sign that the applicant is about to answer (or at once when `now`), and answers
 * them once they are here, as `useFormLayers`.
 */
export function useFormLayersOnIntent(now: boolean): FormLayers | undefined {
  const layers = useFormLayers();
  useEffect(() => {
    if (layers) return undefined;
    const stop = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, load, true));
    function load() {
      stop();
      // a failure is forgotten: the next need (a save, a step's check) loads them again
      loadFormLayers().catch(() => undefined);
    }
    if (now) load();
    else INTENT_EVENTS.forEach((type) => document.addEventListener(type, load, { capture: true, passive: true }));
    return stop;
  }, [layers, now]);
  return layers;
}
