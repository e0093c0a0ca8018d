/**
 * `shared-contracts/signing`: the employer's operational-need form (general and regional port versions), its ABN
 * lookups, the signature rules and the lists it shows, bundled by the operational-need signing remote.
 */
import { api } from 'shared-contracts';
import { referenceEndpoints } from '../reference/endpoints';
import { signingEndpoints } from './endpoints';

export * from './operational-need-form';
export * from './validate-operational-need-form';
export * from './abn-name';
export * from '../reference/abn-result';
export * from '../rules/abn';
export * from '../rules/signature';
export * from '../reference/operational-need';
export * from '../reference/reference-data';
export * from '../reference/suburbs';
export * from '../rules/localities';
export * from '../rules/max-lengths';
export * from '../rules/operational-need-labels';
export * from '../rules/field-messages';
export * from '../rules/messages';
export * from '../rules/patterns';
export * from '../rules/typed-signature';
export * from '../rules/words';
export { isBadAirport } from '../form/airports';
export { signingEndpoints };
const r = referenceEndpoints;
export const signingApi = /* @__PURE__ */ api({ ...signingEndpoints, countries: r.countries, states: r.states, airports: r.airports, operationalNeed: r.operationalNeed, operationalNeedList: r.operationalNeedList, accessFrequencyOptions: r.accessFrequencyOptions, suburbs: r.suburbs });
