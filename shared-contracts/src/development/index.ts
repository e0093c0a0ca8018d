// shared-contracts/development: values for development machines and tests only (the development staff accounts).
// Read by the API's development start-up and command line and by the end-to-end tests; never by a screen, so that
// no browser bundle carries them (eslint refuses the import in every front end).
export * from './development-staff';
