import { api } from 'shared-contracts';
import { trackEndpoints } from '../tracking/endpoints';
import { formStepEndpoints } from './step-endpoints';

// its own module: the wizard's first screen bundles formApi without these calls' schemas (payment, signature, login)
export const formStepsApi = /* @__PURE__ */ api({ ...formStepEndpoints, login: trackEndpoints.login });
