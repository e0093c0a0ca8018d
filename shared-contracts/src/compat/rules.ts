// compatibility for phase B/C of issue 41: delete when nothing imports it
/**
 * shared-contracts/rules: the rules of spec §5 that check one value (the patterns, tracking numbers and people ids,
 * ABN, payment card, signature, word counts, maximum lengths, field-error maps), without the wizard's step validators,
 * address history, identity-document rules, summary checks or draft model. An entry (and federation singleton) of its
 * own so that a screen that checks a tracking number or an email (tracking, status, renewal) does not download the
 * wizard's validators: a shared module is not tree-shaken (docs/decisions/057). The rules live here once;
 * `shared-contracts/validators` re-exports them with the step checks. The messages of spec §8 come with them, so that
 * a screen that checks a field before it calls the API can word its errors without the API layer.
 */
export * from '../rules/patterns';
export * from '../rules/tracking-number';
export * from '../rules/abn';
export * from '../signing/abn-name';
export * from '../form/payment-card';
export * from '../rules/words';
export * from '../rules/signature';
export * from '../kernel/field-errors';
export * from '../rules/max-lengths';
export * from '../rules/messages';
export * from '../rules/field-messages';
export * from '../rules/localities';
