// shared-contracts/testing: fixtures for tests and benchmarks only (never imported by a screen or the API's
// runtime code, and not a federation singleton).
export { AVIATION_NEED_ID, SIGNATURE_SVG, TODAY, lodgedPeopleRecord, validDraft, validEmployerForm } from './fixtures';
export * from './draft-model-cases';
export { TEST_API_BASE, configureTestApi } from './test-api';
