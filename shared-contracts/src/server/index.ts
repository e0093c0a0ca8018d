// `shared-contracts/server`: for the API only, never imported by a front end (lint), so no browser downloads it.
export * from './site-address';
export * from './suppliers';
