// The rules of spec §5 that ui-kit's own fields apply: an entry for ui-kit, bundled, not shared.
export * from './abn';
export * from './signature';
export { ABN_LOOKUP_NOTES } from './operational-need-labels';
