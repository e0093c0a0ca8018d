// `shared-contracts/server`: what only the API uses of the company registry (the variant's own site address for its
// mails and documents, decision 073; the supplier ABNs of tax invoices, decision 074). An entry for the API, never
// imported by a front end (lint), so that no browser downloads it.
export * from './site-address';
export * from './suppliers';
