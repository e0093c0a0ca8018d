// The singletons every build shares, the same way, with explicit requiredVersions (ARCHITECTURE.md).
// Whole UI or router libraries are NOT shared: a shared module is not tree-shaken, so sharing all of
// @mantine/core or react-router-dom would ship every component on the first visit. The narrow layers
// `ui-kit` and `ui-kit/router` re-export only what the product uses and are shared instead
// (docs/decisions/002-narrow-shared-ui-and-router-layers.md).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const fs = require('node:fs');
// read node_modules/<pkg>/package.json directly: some packages do not export ./package.json
const version = (pkg) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const caret = (pkg) => `^${version(pkg)}`;
const majorRange = (pkg) => `^${version(pkg).split('.')[0]}.0.0`;

/**
 * @param {{ consumeOnly?: boolean }} options consumeOnly for a remote's container: the host provides every
 *   singleton, so a remote never ships its own copy, and a module of one shared layer (say ui-kit/forms) always
 *   comes from the same build as the others (ui-kit), sharing its internal modules such as Mantine's theme
 *   context. The host must therefore be released first when a shared package changes (docs/decisions/005).
 */
function sharedSingletons({ consumeOnly = false } = {}) {
  const singleton = (requiredVersion, extra = {}) => ({ singleton: true, strictVersion: false, requiredVersion, ...(consumeOnly ? { import: false } : {}), ...extra });
  const reactRange = caret('react');
  return {
    react: singleton(reactRange),
    'react/jsx-runtime': singleton(reactRange),
    'react-dom': singleton(reactRange),
    'react-dom/client': singleton(reactRange),
    zustand: singleton(caret('zustand')),
    'zustand/vanilla': singleton(caret('zustand')),
    '@mantine/form': singleton(caret('@mantine/form')),
    // contracts: additive within a major (semver), so any 1.x satisfies a 1.x build
    'shared-contracts': singleton(majorRange('shared-contracts'), { version: version('shared-contracts') }),
    'shared-contracts/api': singleton(majorRange('shared-contracts'), { version: version('shared-contracts') }),
    'shared-contracts/validators': singleton(majorRange('shared-contracts'), { version: version('shared-contracts') }),
    // the one-value rules of §5 without the wizard's step validators and draft model, for the screens that check a
    // tracking number or an email (decision 057)
    'shared-contracts/rules': singleton(majorRange('shared-contracts'), { version: version('shared-contracts') }),
    // the staff console's schemas and endpoints (issue 19): provided by the shell, so that their zod and entity schemas
    // come from the same chunks as shared-contracts/api's; only the console's routes load them (decision 053)
    'shared-contracts/staff': singleton(majorRange('shared-contracts'), { version: version('shared-contracts') }),
    'ui-kit': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
    'ui-kit/forms': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
    // the fields and error summary of ui-kit/forms without its form layer and @mantine/form (decision 057)
    'ui-kit/fields': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
    'ui-kit/widgets': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
    // Mantine's Table, whose ScrollContainer brings ScrollArea: out of ui-kit/widgets, which most routes load (decision 057)
    'ui-kit/table': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
    // Mantine's Accordion, for the content pages with sections: out of ui-kit/widgets (decision 057)
    'ui-kit/accordion': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
    'ui-kit/router': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
    // the typeahead for the one screen with one, in a layer of its own so that no other route downloads it (decisions
    // 049, 056)
    'ui-kit/typeahead': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
    // Mantine's Modal (focus trap, react-remove-scroll, portal, transition) for the screens that open one: out of
    // ui-kit/widgets, whose Alert and Badge most routes load and which, shared, is not tree-shaken (decision 054)
    'ui-kit/modal': singleton(majorRange('ui-kit'), { version: version('ui-kit') }),
  };
}

module.exports = { sharedSingletons, root, version };
