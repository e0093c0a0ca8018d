// compatibility for phase B/C of issue 41: delete when nothing imports it
// The entry `shared-contracts` until phase C: the kernel, and the zod-free exports that moved to a domain but that the
// API and the remotes still import from here. Phase C points the entry at ./kernel/index.ts.
export * from './kernel';
export * from './form/id-numbers';
export * from './form/summary-price';
export * from './form/price-lines';
export * from './rules/operational-need-labels';
export * from './induction/certificate-code';
