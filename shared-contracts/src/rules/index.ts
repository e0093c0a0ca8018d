// The one-value rules of spec §5 and the schema building blocks that several domains share (not an entry: the domains
// re-export what their screens use). The ABN and drawn-signature rules are also `shared-contracts/field-rules`, for
// ui-kit's fields; the field-error helpers are in the kernel, which the transport uses.
export * from './abn';
export * from './address';
export * from './age';
export * from './common';
export * from './error-body';
export * from './field-messages';
export * from './localities';
export * from './max-lengths';
export * from './messages';
export * from './operational-need-labels';
export * from './path-params';
export * from './patterns';
export * from './runtime-config';
export * from './signature';
export * from './tracking-number';
export * from './typed-signature';
export * from './words';
