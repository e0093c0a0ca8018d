/**
 * `shared-contracts/tracking`: the track screen (login, verification, tracker) and the status page (people record,
 * lodgement options, induction links, downloads), bundled by the status-tracking remote.
 */
import { api } from 'shared-contracts';
import { formEndpoints } from '../form/endpoints';
import { inductionEndpoints } from '../induction/endpoints';
import { signingEndpoints } from '../signing/endpoints';
import { trackingEndpoints } from './endpoints';

export * from './login';
export * from './tracking';
export * from './people-record';
export * from './login-failure';
export * from './validate';
export type { IncompleteInductions, InductionStatusEntry } from '../induction/induction';
export type { LodgementOption } from '../reference/operational-need';
export * from '../rules/tracking-number';
export * from '../rules/field-messages';
export * from '../rules/messages';
export * from '../rules/patterns';
export { trackingEndpoints };
/** the status page's endpoints of other domains: the lodgement options (form), the signed letter (signing), an induction's certificate (induction: its link) */
export const trackingUses = { lodgementOptions: formEndpoints.lodgementOptions, downloadOperationalNeedSigned: signingEndpoints.downloadOperationalNeedSigned, inductionCertificatePdf: inductionEndpoints.inductionCertificatePdf } as const;
/** the track screen's and the status page's calls: its own and those it uses of other domains */
export const trackingApi = /* @__PURE__ */ api({ ...trackingEndpoints, ...trackingUses });
