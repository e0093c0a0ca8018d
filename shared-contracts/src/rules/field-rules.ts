// `shared-contracts/field-rules`: the rules of spec §5 that ui-kit's own fields apply (the ABN field, the signature
// pad), an entry for ui-kit, bundled, not shared: the domains import them from rules/ like any other rule.
export * from './abn';
export * from './signature';
export { ABN_LOOKUP_NOTES } from './operational-need-labels';
