// compatibility for phase B/C of issue 41: delete when nothing imports it
// The entry `shared-contracts` in Node until phase C (package.json "exports": the "node" and "types" conditions): what
// the browser gets (./browser.ts), and what the API and the end-to-end tests still import from it that no browser
// needs: the company facts of `shared-contracts/server` and the form's price lines.
export * from './browser';
export * from './server';
export * from './form/price-lines';
