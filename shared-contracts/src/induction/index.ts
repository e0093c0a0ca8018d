/**
 * `shared-contracts/induction`: the induction programme, its player's answers and timings, the induction-only
 * enrolment (with the issuing bodies it lists), the certificates and the induction status, bundled by the induction
 * remote.
 */
import { api } from 'shared-contracts';
import { referenceEndpoints } from '../reference/endpoints';
import { inductionEndpoints } from './endpoints';

export * from './induction';
export * from './induction-registration';
export * from './certificate-code';
export * from '../reference/reference-data';
export * from '../reference/issuing-body-list';
export * from '../rules/field-messages';
export * from '../rules/messages';
export * from '../rules/patterns';
export * from '../rules/max-lengths';
export { inductionEndpoints };
export const inductionApi = /* @__PURE__ */ api({ ...inductionEndpoints, issuingBodies: referenceEndpoints.issuingBodies });
