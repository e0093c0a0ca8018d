// Lint, mostly to hold the import boundaries of ARCHITECTURE.md: no remote imports another remote or the shell,
// the shell imports no remote, front ends reach the server only through shared-contracts' client, and the UI
// and router libraries are reached only through the narrow shared layers of ui-kit.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import routeBoundaries from './tools/eslint/no-cross-route-imports.mjs';
import entries, { ENTRIES, EXEMPT, LEVELS } from './tools/eslint/allowed-entries.mjs';

const REMOTES = ['mfe-application', 'mfe-status-tracking', 'mfe-induction', 'mfe-opneed-signing', 'mfe-content', 'mfe-staff-console'];
const FRONT_ENDS = ['shell', ...REMOTES];

const narrowLayers = [
  { name: 'react-router-dom', message: 'Import routing from ui-kit/router (the shared narrow router layer).' },
  { name: 'react-router', message: 'Import routing from ui-kit/router (the shared narrow router layer).' },
  { name: '@mantine/core', message: 'Import components from ui-kit (the shared narrow UI layer).' },
  { name: '@mantine/form', message: 'Build forms with useSchemaForm, Form and the fields of ui-kit/form (the one form layer, docs/decisions/090).' },
  { name: 'zod', message: "Use 'zod/mini' through shared-contracts: classic zod is ~90 KB gzipped in the browser." },
  { name: 'axios', message: "Call the API through the kernel's transport: your domain's typed calls (formApi.createForm(...))." },
  { name: 'shared-contracts/development', message: 'Development accounts and their secrets never reach a browser bundle.' },
  { name: 'shared-contracts/server', message: 'What only the API uses never reaches a browser bundle.' },
];

// a regex, so that a package's own folder of the same name (shared-contracts/src/api) is not caught
const otherPackages = (self) => {
  const names = [...FRONT_ENDS, 'api', 'e2e'].filter((p) => p !== self).join('|');
  return `^((\\.\\./)+)?(${names})(/|$)`;
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '*/releases/**', '**/test-results/**', '**/playwright-report/**', '.runtime/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['{shell,ui-kit,mfe-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...FRONT_ENDS.map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { paths: narrowLayers, patterns: [{ regex: otherPackages(pkg), message: 'A front end never imports another front end: link through the typed route paths of shared-contracts.' }] }],
      // the server is reached only through the typed client (the shell's manifest loader is the one exception)
      'no-restricted-globals': ['error', { name: 'fetch', message: "Call the API through the kernel's transport: your domain's typed calls." }, { name: 'XMLHttpRequest', message: "Call the API through the kernel's transport." }],
    },
  })),
  {
    files: ['shell/src/features/remotes/**/*.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['ui-kit/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { paths: narrowLayers.filter((p) => !['react-router-dom', '@mantine/core', '@mantine/form'].includes(p.name)), patterns: [{ regex: otherPackages('ui-kit'), message: 'ui-kit is shared by every front end and imports none of them.' }] }],
    },
  },
  {
    // ui-kit's bundled entries (host, signature, form, idle) are copied into each host or remote: they reach the shared layers
    // by package name, or they would bundle their own copy of the router or of Mantine's theme context
    files: ['ui-kit/src/host/**/*.{ts,tsx}', 'ui-kit/src/signature/**/*.{ts,tsx}', 'ui-kit/src/form/**/*.{ts,tsx}', 'ui-kit/src/idle/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: narrowLayers.filter((p) => p.name !== '@mantine/form'), patterns: [{ group: ['../*'], message: "Import 'ui-kit', 'ui-kit/router', 'ui-kit/modal', 'ui-kit/table' or 'ui-kit/accordion' by name so the shared singleton is used." }] }],
    },
  },
  // which entries of shared-contracts and ui-kit a package may import: one list, tools/eslint/allowed-entries.mjs
  ...Object.entries(ENTRIES).map(([pkg, allow]) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    ignores: EXEMPT,
    plugins: { entries },
    rules: { 'entries/allowed-entries': [LEVELS[pkg], { allow }] },
  })),
  {
    files: ['shared-contracts/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { paths: narrowLayers.filter((p) => p.name === 'zod'), patterns: [{ regex: `^(react-dom|@mantine/|ui-kit)(/|$)|${otherPackages('shared-contracts')}`, message: 'shared-contracts is imported by the API too: no UI and no other package.' }] }],
    },
  },
  {
    // the kernel imports no zod and no domain (type imports excepted: the session store keeps the draft's type until
    // phase B); kernel.test.ts checks the module graph itself
    files: ['shared-contracts/src/kernel/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod/mini', message: 'The kernel carries no zod: check through the Standard Schema interface (transport/standard-schema.ts).' }, { name: 'zod', message: 'The kernel carries no zod.' }],
          patterns: [{ regex: '^(\\.\\./)+(rules|reference|form|tracking|induction|signing|content|staff|compat|testing|development|server)(/|$)', allowTypeImports: true, message: 'The kernel imports no domain: a domain imports the kernel.' }],
        },
      ],
    },
  },
  {
    // a domain is bundled into its remote while the kernel is the shell's singleton: a domain reaches the kernel by its
    // entry ('shared-contracts'), or the remote would bundle a second, unconfigured transport and session store.
    // The few files the compatibility entry `shared-contracts` itself re-exports (src/index.ts) import it relatively.
    files: ['shared-contracts/src/{rules,reference,form,tracking,induction,signing,content,staff}/**/*.ts'],
    ignores: ['**/*.test.ts', 'shared-contracts/src/form/id-numbers.ts', 'shared-contracts/src/form/summary-price.ts', 'shared-contracts/src/form/price-lines.ts', 'shared-contracts/src/rules/operational-need-labels.ts', 'shared-contracts/src/induction/certificate-code.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: narrowLayers.filter((p) => p.name === 'zod'), patterns: [{ regex: '^(\\.\\./)+kernel(/|$)', message: "Import the kernel by its entry, 'shared-contracts'." }, { regex: `^(react-dom|@mantine/|ui-kit)(/|$)|${otherPackages('shared-contracts')}`, message: 'shared-contracts is imported by the API too: no UI and no other package.' }] }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(react|react-dom|ui-kit|@mantine/[a-z-]+)(/|$)|${otherPackages('api')}`, message: 'The API imports only shared-contracts from the front-end side.' }] }],
    },
  },
  {
    // a route folder imports no other route folder (tools/eslint/no-cross-route-imports.mjs): what two share lives
    // in api/src/lib or a repository (docs/decisions/041); the allowlist of decision 033 is empty and stays so
    files: ['api/src/routes/**/*.ts'],
    plugins: { 'route-boundaries': routeBoundaries },
    rules: { 'route-boundaries/no-cross-route-imports': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tools/jest/setup-dom.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
