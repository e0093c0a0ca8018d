// The entry in Node and for the types: the kernel, and what only the API uses (lint keeps it from the front ends).
export * from './browser';
export * from './server';
