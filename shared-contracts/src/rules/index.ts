// Not an entry: the domains re-export what their screens use.
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
