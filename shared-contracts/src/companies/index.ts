export * from './company';
export * from './contrast';
export * from './prices';
export * from './themes';
export * from './registry';
export * from './summary-price';
