// compatibility for phase B/C of issue 41: delete when nothing imports it
// The ABN field and its lookup (spec §5 on blur): bundled by the screens that ask for an ABN (the employer's
// signing form, the wizard's self-employed step), reached by package name like ui-kit/signature.
export { AbnField, type AbnFieldProps } from './abn-field';
export { useAbnLookup, readAbnLookup, abnLookupNote, type AbnLookup, type AbnLookupHandle } from './use-abn-lookup';
