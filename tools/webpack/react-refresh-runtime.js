// `npm run dev` only. The shell and every remote run in one page, each with its own webpack runtime. React Fast
// Refresh needs ONE refresh runtime per page: the one that hooked into react-dom when the shell started. A remote
// loaded later with its own copy finds the renderer already injected, registers its components where react-dom
// never looks, and an edit to a remote's component would never re-render. Whichever build loads first keeps its
// copy on the page; every other build uses that one (create-config.js aliases react-refresh/runtime to this file).
const KEY = '__msicReactRefreshRuntime';
module.exports = globalThis[KEY] || (globalThis[KEY] = require('react-refresh-runtime-of-this-build'));
