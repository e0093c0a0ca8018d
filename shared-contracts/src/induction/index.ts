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
