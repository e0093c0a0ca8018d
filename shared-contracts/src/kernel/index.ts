// A federation singleton (the session store and the transport hold state); no zod in its module graph (kernel.test.ts)
export * from './product';
export * from './remotes';
export * from './routes';
export * from './constants';
export * from './dates';
export * from './money';
export * from './companies';
export * from './field-errors';
export * from './jwt';
export * from './session';
export * from './runtime-settings';
export * from './transport';
