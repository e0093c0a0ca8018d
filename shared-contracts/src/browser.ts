// The entry in the browser: the kernel, and nothing of a domain.
export * from './kernel';
