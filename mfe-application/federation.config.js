// mfe-application: a remote the shell loads at run time; it also starts on its own from its own index.html.
module.exports = {
  name: 'mfe_application',
  packageDir: __dirname,
  title: 'MSIC and ASIC cards',
  exposes: {
    './App': './src/app/app.tsx',
  },
  // the routes of each screen app.tsx loads lazily (its `screen-<name>` imports): the static server hints a route's
  // screen and the shared layers it uses with the page (docs/decisions/068)
  screens: require('./src/app/screens.json'),
};
