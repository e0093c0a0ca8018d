/**
 * `shared-contracts/form`: the draft form of the application wizard (bundled by the application remote, not shared).
 * The draft and its parts, the answers of the form calls, payment and the summary price; the calls (`formApi`: the
 * form's own and the reference lists the wizard shows); the validators of spec §5 (steps 1-3, address history,
 * application, summary checks, payment card) and the draft model.
 */
import { api } from 'shared-contracts';
import { referenceEndpoints } from '../reference/endpoints';
import { trackEndpoints } from '../tracking/endpoints';
import { formEndpoints } from './endpoints';

// the draft and the answers of its calls
export * from './applicant-draft';
export * from './empty-applicant-draft';
export * from './form-answers';
export * from './form-fetch-failure';
export * from './id-document';
export * from './id-numbers';
export * from './payment';
export * from './summary-price-schema';
export * from './summary-price';
export * from './price-lines';
// the reference lists the wizard shows
export * from '../reference';
// the rules of §5 and the wizard's validators
export * from '../rules/abn';
export * from '../rules/address';
export * from '../rules/age';
export * from '../rules/field-messages';
export * from './summary-messages';
export * from '../rules/localities';
export * from '../rules/max-lengths';
export * from '../rules/messages';
export * from '../rules/operational-need-labels';
export * from '../rules/patterns';
export * from '../rules/signature';
export * from '../rules/tracking-number';
export * from '../rules/typed-signature';
export * from '../rules/words';
export * from './address-history';
export * from './airports';
export * from './application';
export * from './birth-certificate';
export * from './id-document-rules';
export * from './validate-id-document';
export * from './payment-card';
export * from './step-context';
export * from './step-1';
export * from './renew-start';
export * from './step-2';
export * from './step-3';
export * from './summary-checks';
export * from './draft-model';
// the calls
export { formEndpoints };
// the login after a confirmed application (spec §4: the people id, birth date and verification code) is tracking's
export const formApi = /* @__PURE__ */ api({ ...formEndpoints, ...referenceEndpoints, login: trackEndpoints.login });
