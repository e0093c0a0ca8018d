// compatibility for phase B/C of issue 41: delete when nothing imports it
// ui-kit/intent-form: a form whose check and call are code loaded on intent (decision 058). Not a shared layer: the
// two remotes with such a form bundle its few hundred bytes, and the routes that load ui-kit/forms (the wizard's
// among them) do not download it.
export { useIntentForm, type IntentForm, type IntentFormOptions } from './use-intent-form';
