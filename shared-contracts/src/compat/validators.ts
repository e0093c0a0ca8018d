// compatibility for phase B/C of issue 41: delete when nothing imports it
// shared-contracts/validators: every rule of §5, the strict step validators, the summary checks and the draft model.
export * from '../rules/patterns';
export * from '../rules/tracking-number';
export * from '../rules/abn';
export * from '../signing/abn-name';
export * from '../form/payment-card';
export * from '../rules/words';
export * from '../rules/signature';
export * from '../kernel/field-errors';
export * from '../rules/max-lengths';
export * from '../form/birth-certificate';
export * from '../form/airports';
export * from '../rules/age';
export * from '../form/address-history';
export * from '../form/validate-id-document';
export * from '../form/step-context';
export * from '../form/step-1';
export * from '../form/step-2';
export * from '../form/step-3';
export * from '../form/application';
export * from '../form/summary-checks';
export * from '../signing/validate-operational-need-form';
export * from '../form/draft-model';
export * from '../rules/typed-signature';
export * from '../rules/localities';
