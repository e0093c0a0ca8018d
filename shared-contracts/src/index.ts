// The entry `shared-contracts` in Node and for the types (package.json "exports": the "node" and "types" conditions):
// the kernel, and the company facts only the API uses (`shared-contracts/server`; lint keeps them from the front ends).
export * from './browser';
export * from './server';
