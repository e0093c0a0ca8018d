// The federation rule (issue 41, docs/decisions/090): share what holds state or context; bundle what is pure.
// - Shared singletons, provided by the shell, consumed (never shipped) by the remotes: React and React DOM, zustand,
//   `shared-contracts` (the kernel: the session store and the one transport hold state), `ui-kit` (Mantine's theme
//   context and the page frame), `ui-kit/router` (the router's context), and the heavy Mantine widgets that need the
//   theme context but that not every screen shows: `ui-kit/widgets` (alert, badge, progress, loader, list: 3.7 KB on
//   every first visit in the core), `ui-kit/modal`, `ui-kit/table`, `ui-kit/accordion`.
// - Bundled into the remote that imports them, tree-shaken and split like any module (so NOT listed here): the contract
//   domains `shared-contracts/<domain>`, `ui-kit/form`, `ui-kit/signature`, howler, and zod/mini. A shared module is
//   not tree-shaken: zod/mini's module namespace is 86 KB gzipped (its `core`, `locales`, `iso` namespaces) where a
//   domain uses 6-10 KB of it, so each remote bundles the part of zod its domain uses.
// - The shell's singletons that every page runs are eager: they come in its entry, one file compressed as one
//   (decision 093); the widget layers stay async.
// Whole UI or router libraries are never shared (docs/decisions/002): the narrow layers are.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const fs = require('node:fs');
// read node_modules/<pkg>/package.json directly: some packages do not export ./package.json
const version = (pkg) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const caret = (pkg) => `^${version(pkg)}`;
const majorRange = (pkg) => `^${version(pkg).split('.')[0]}.0.0`;

/**
 * @param {{ consumeOnly?: boolean }} options consumeOnly for a remote's container: the host provides every
 *   singleton, so a remote never ships its own copy, and a module of one shared layer (say ui-kit/widgets) always
 *   comes from the same build as the others (ui-kit), sharing its internal modules such as Mantine's theme
 *   context. The host must therefore be released first when a shared package changes (docs/decisions/005).
 */
function sharedSingletons({ consumeOnly = false } = {}) {
  const singleton = (requiredVersion, extra = {}) => ({ singleton: true, strictVersion: false, requiredVersion, ...(consumeOnly ? { import: false } : {}), ...extra });
  const always = (options) => (consumeOnly ? options : { ...options, eager: true });
  const reactRange = caret('react');
  // a package of this repository (the kernel): any x.* satisfies an x.* build (additive within a major, semver)
  const ours = (pkg) => singleton(majorRange(pkg), { version: version(pkg) });
  return {
    react: always(singleton(reactRange)),
    'react/jsx-runtime': always(singleton(reactRange)),
    'react-dom': always(singleton(reactRange)),
    'react-dom/client': always(singleton(reactRange)),
    zustand: always(singleton(caret('zustand'))),
    'zustand/vanilla': always(singleton(caret('zustand'))),
    'shared-contracts': always(ours('shared-contracts')),
    'ui-kit': always(ours('ui-kit')),
    'ui-kit/router': always(ours('ui-kit')),
    'ui-kit/modal': ours('ui-kit'),
    'ui-kit/table': ours('ui-kit'),
    'ui-kit/accordion': ours('ui-kit'),
    'ui-kit/widgets': ours('ui-kit'),
  };
}

module.exports = { sharedSingletons, root, version };
