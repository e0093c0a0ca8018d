// The shell provides every shared singleton; remote containers only consume them (docs/decisions/005), so a
// module of one shared layer always comes from the same build as the rest of that layer. webpack provides a
// shared module only when the build refers to it: these references (never called) make the shell provide the
// layers that only remotes use. tools/webpack/shared.js is the list (its rule: share what holds state or context).
export const PROVIDED_TO_REMOTES = {
  'ui-kit/table': () => import('ui-kit/table'),
  'ui-kit/accordion': () => import('ui-kit/accordion'),
  'ui-kit/modal': () => import('ui-kit/modal'),
  'ui-kit/widgets': () => import('ui-kit/widgets'),
} as const;
