export * from './endpoint-def';
export * from './path-params';
export * from './endpoints';
export * from './errors';
export * from './events';
export * from './request-policy';
export * from './client';
export * from './configure';
