// compatibility for phase B/C of issue 41: delete when nothing imports it
// The old barrel of every entity schema, for the old entry `shared-contracts/api`.
export * from '../rules/common';
export * from '../reference/reference-data';
export * from '../rules/address';
export * from '../form/id-document';
export * from '../form/applicant-draft';
export * from '../reference/abn-result';
export * from '../tracking/people-record';
export * from '../reference/operational-need';
export * from '../signing/operational-need-form';
export * from '../tracking/tracking';
export * from '../tracking/login';
export * from '../induction/induction';
export * from '../induction/induction-registration';
export * from '../content/contact-enquiry';
export * from '../content/captcha';
export * from '../content/public-forms';
export * from '../form/summary-price-schema';
export * from '../content/client-log';
export * from '../rules/error-body';
export * from '../form/form-answers';
export * from '../form/payment';
export * from '../content/health';
export * from '../rules/runtime-config';
