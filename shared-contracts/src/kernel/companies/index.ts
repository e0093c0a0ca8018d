export * from './company';
export * from './prices';
export * from './themes';
export * from './registry';
export * from './resolve';
export * from './card-words';
export * from './route-meta';
