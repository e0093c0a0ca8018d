import { api } from 'shared-contracts';
import { formEndpoints } from '../form/endpoints';
import { inductionEndpoints } from '../induction/endpoints';
import { signingEndpoints } from '../signing/endpoints';
import { trackEndpoints } from './endpoints';
import { statusEndpoints } from './status-endpoints';

/** the domain's calls, in one table (what the API serves) */
export const trackingEndpoints = { ...trackEndpoints, ...statusEndpoints };

/** the status page's endpoints of other domains: the lodgement options (form), the signed letter (signing), an induction's certificate (induction: its link) */
export const trackingUses = { lodgementOptions: formEndpoints.lodgementOptions, downloadOperationalNeedSigned: signingEndpoints.downloadOperationalNeedSigned, inductionCertificatePdf: inductionEndpoints.inductionCertificatePdf } as const;
/** the status page's calls: the domain's own and those it uses of other domains */
export const trackingApi = /* @__PURE__ */ api({ ...trackingEndpoints, ...trackingUses });
