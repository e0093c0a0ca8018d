/**
 * `shared-contracts/content`: the public site's contracts: contact and company-account enquiries and their captcha,
 * the blank forms of /forms, the 404 log, the client error log and health, bundled by the content remote (and loaded
 * by the shell only to send a client error, ui-kit/host error-logging.ts).
 */
import { api } from 'shared-contracts';
import { contentEndpoints } from './endpoints';

export * from './captcha';
export * from './client-log';
export * from './contact-enquiry';
export * from './health';
export * from './public-forms';
export * from './public-form-list';
export * from '../rules/field-messages';
export * from '../rules/messages';
export * from '../rules/patterns';
export * from '../rules/max-lengths';
export { contentEndpoints };
export const contentApi = /* @__PURE__ */ api(contentEndpoints);
