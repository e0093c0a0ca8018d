// compatibility for phase B/C of issue 41: delete when nothing imports it
// The entry `shared-contracts` in the browser until phase C (package.json "exports": the default condition): the
// kernel, and the zod-free modules of the domains that the remotes still import from it. Phase C points the entry at
// ./kernel/index.ts.
export * from './kernel';
export * from './form/id-numbers';
export * from './form/summary-price';
export * from './rules/operational-need-labels';
export * from './induction/certificate-code';
