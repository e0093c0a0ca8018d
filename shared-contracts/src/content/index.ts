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
