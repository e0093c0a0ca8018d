// The reference lists (not an entry: the domains re-export what their screens use).
export * from './abn-result';
export * from './issuing-body-list';
export * from './operational-need';
export * from './reference-data';
export * from './endpoints';
export * from './suburbs';
