// compatibility for phase B/C of issue 41: delete when nothing imports it
// shared-contracts/validators: every rule of §5, the strict step validators, the summary checks and the draft model.
// The first eight files are also `shared-contracts/rules` (./rules.ts, decision 057). They are re-exported here file by
// file, not through './rules': in the shell's build a shared entry module carries an exports object of its own, and
// './rules' inside this layer's chunk would add a second one (about 1 KB gzipped on the wizard's first visit).
// rules.test.ts checks that this entry exports every rule of './rules', the same function.
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
