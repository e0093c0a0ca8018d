export * from './storage';
export * from './session';
export * from './draft-in-progress';
export * from './start-again';
