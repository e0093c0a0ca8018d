// shared-contracts/validators: every rule of §5, the strict step validators, the summary checks and the draft model.
// The first eight files are also `shared-contracts/rules` (./rules.ts, decision 057). They are re-exported here file by
// file, not through './rules': in the shell's build a shared entry module carries an exports object of its own, and
// './rules' inside this layer's chunk would add a second one (about 1 KB gzipped on the wizard's first visit).
// rules.test.ts checks that this entry exports every rule of './rules', the same function.
export * from './patterns';
export * from './tracking-number';
export * from './abn';
export * from './payment-card';
export * from './words';
export * from './signature';
export * from './field-errors';
export * from './max-lengths';
export * from './birth-certificate';
export * from './airports';
export * from './age';
export * from './address-history';
export * from './id-document';
export * from './step-context';
export * from './step-1';
export * from './step-2';
export * from './step-3';
export * from './application';
export * from './summary-checks';
export * from './operational-need-form';
export * from '../draft-model';
export * from './typed-signature';
export * from './localities';
