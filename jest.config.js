// One jest run over every workspace; tests sit beside the code (*.test.ts, *.test.tsx).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // content-disposition 3 (of @fastify/static) ships ES modules only
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|cookie|content-disposition)/)'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../tools/jest/style-mock.js' },
};
module.exports = {
  // makes mfe-content/src/generated when it is missing or stale: it is built, not committed (decision 045)
  globalSetup: '<rootDir>/tools/jest/global-setup.js',
  projects: [
    { ...common, displayName: 'shared-contracts', rootDir: 'shared-contracts', testEnvironment: 'node' },
    { ...common, displayName: 'api', rootDir: 'api', testEnvironment: 'node' },
    { ...common, displayName: 'tools', rootDir: 'tools', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.ts'] },
    ...['ui-kit', 'shell', 'mfe-application', 'mfe-status-tracking', 'mfe-induction', 'mfe-opneed-signing', 'mfe-content', 'mfe-staff-console'].map((p) => ({
      ...common,
      displayName: p,
      rootDir: p,
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.js'],
    })),
  ],
};
