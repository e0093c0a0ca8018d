// The entry `shared-contracts` in the browser (package.json "exports": the default condition): the kernel, and nothing
// of a domain (each remote imports its own domain from `shared-contracts/<domain>`).
export * from './kernel';
