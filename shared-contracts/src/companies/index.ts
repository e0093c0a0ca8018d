export * from './company';
export * from './contrast';
export * from './favicon';
export * from './prices';
export * from './themes';
export * from './registry';
export * from './resolve';
export * from './summary-price';
