/**
 * `shared-contracts`, the kernel: what every screen of every remote shares, provided once by the shell as a
 * federation singleton (the session store and the transport hold state). No zod anywhere in its module graph
 * (kernel.test.ts bundles it and fails on zod): the schemas come with the domains (`shared-contracts/<domain>`),
 * which each remote bundles. See README.md.
 */
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
