import { api } from 'shared-contracts';
import { formStepEndpoints } from '../form/step-endpoints';
import { inductionEndpoints } from '../induction/endpoints';
import { signingEndpoints } from '../signing/endpoints';
import { trackEndpoints } from './endpoints';
import { statusEndpoints } from './status-endpoints';

/** what the API serves */
export const trackingEndpoints = { ...trackEndpoints, ...statusEndpoints };

export const trackingUses = { lodgementOptions: formStepEndpoints.lodgementOptions, downloadOperationalNeedSigned: signingEndpoints.downloadOperationalNeedSigned, inductionCertificatePdf: inductionEndpoints.inductionCertificatePdf } as const;
export const trackingApi = /* @__PURE__ */ api({ ...trackingEndpoints, ...trackingUses });
