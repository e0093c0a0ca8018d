// Which entries of shared-contracts and ui-kit each front-end package may import (issue 41, design "What each remote
// may import"; docs/decisions/090): a remote imports the kernel, the UI layer and its own domain, and nothing else, so
// that its first screen carries only its own contracts. The one list is ENTRIES; LEVELS says where it is enforced.
//
// Phase B: the engineer who moves a package onto the new entries sets its level to 'error' here; phase C deletes the
// compatibility entries (the `compat/` folders) and EXEMPT.

/** What every remote may import: the kernel, the UI core and its feedback widgets, the form layer, the router, and ui-kit/host for its standalone start. */
const REMOTE = ['shared-contracts', 'ui-kit', 'ui-kit/widgets', 'ui-kit/form', 'ui-kit/router', 'ui-kit/host'];

export const ENTRIES = {
  // the shell's health reporter imports the releases contract's types only (import type: no byte reaches its bundle);
  // its own screens (a remote that failed to load, a newer release) draw ui-kit/form's one button; its offline module,
  // loaded once a service worker takes control, keeps the wizard's reference lists by the form domain's paths
  shell: ['shared-contracts', 'shared-contracts/form', 'shared-contracts/releases', 'ui-kit', 'ui-kit/form', 'ui-kit/router', 'ui-kit/host'],
  // ui-kit's own sources reach its shared layers by name; its fields apply the rules of `shared-contracts/field-rules`;
  // the host loads the content domain only to send a client error (ui-kit/src/host/error-logging.ts)
  'ui-kit': ['shared-contracts', 'shared-contracts/field-rules', 'shared-contracts/content', 'ui-kit', 'ui-kit/widgets', 'ui-kit/form', 'ui-kit/router', 'ui-kit/modal', 'ui-kit/table', 'ui-kit/accordion', 'ui-kit/signature', 'ui-kit/host', 'ui-kit/idle'],
  'mfe-application': [...REMOTE, 'shared-contracts/form', 'ui-kit/modal', 'ui-kit/signature', 'ui-kit/idle'],
  'mfe-status-tracking': [...REMOTE, 'shared-contracts/tracking', 'ui-kit/table', 'ui-kit/idle'],
  'mfe-induction': [...REMOTE, 'shared-contracts/induction', 'ui-kit/table', 'ui-kit/modal'],
  'mfe-opneed-signing': [...REMOTE, 'shared-contracts/signing', 'ui-kit/signature'],
  'mfe-content': [...REMOTE, 'shared-contracts/content', 'ui-kit/accordion'],
  'mfe-staff-console': [...REMOTE, 'shared-contracts/staff', 'shared-contracts/releases', 'ui-kit/table', 'ui-kit/modal'],
};

/**
 * Tests (and a package's src/testing helpers) may also import the fixtures and any entry of the new shape (a shell
 * test renders a remote's screen), never a compatibility entry.
 */
export const TEST_ENTRIES = [
  ...['testing', 'form', 'tracking', 'induction', 'signing', 'content', 'staff', 'releases'].map((entry) => `shared-contracts/${entry}`),
  ...['testing', 'form', 'router', 'widgets', 'modal', 'table', 'accordion', 'signature', 'host', 'idle'].map((entry) => `ui-kit/${entry}`),
];

/** Where the rule is enforced now: the shell and ui-kit; each remote by its phase B engineer. */
export const LEVELS = {
  shell: 'error',
  'ui-kit': 'error',
  'mfe-application': 'error',
  'mfe-status-tracking': 'error',
  'mfe-induction': 'error',
  'mfe-opneed-signing': 'error',
  'mfe-content': 'error',
  'mfe-staff-console': 'error',
};

/**
 * Files that may import any entry until phase C: the shell's list of what it provides to remotes (every shared entry,
 * by definition).
 */
export const EXEMPT = ['shell/src/provided-to-remotes.ts'];

const PACKAGES = /^(shared-contracts|ui-kit)(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
export const allowedEntries = {
  meta: {
    type: 'problem',
    docs: { description: 'a front-end package imports only the entries of shared-contracts and ui-kit its list allows' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, required: ['allow'], additionalProperties: false }],
    messages: {
      notAllowed: "'{{source}}' is not an entry this package may import ({{allowed}}): tools/eslint/allowed-entries.mjs, docs/decisions/090.",
    },
  },
  create(context) {
    const testFile = /\.test\.tsx?$|[\\/]testing[\\/]/.test(context.filename);
    const allowed = new Set([...context.options[0].allow, ...(testFile ? TEST_ENTRIES : [])]);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !PACKAGES.test(source) || allowed.has(source)) return;
      context.report({ node: node.source, messageId: 'notAllowed', data: { source, allowed: [...allowed].join(', ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'allowed-entries': allowedEntries } };
