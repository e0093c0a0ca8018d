// mfe-content: a remote the shell loads at run time; it also starts on its own from its own index.html.
module.exports = {
  name: 'mfe_content',
  packageDir: __dirname,
  title: 'MSIC and ASIC cards',
  exposes: {
    './App': './src/app/app.tsx',
  },
  // the routes of the screens app.tsx loads lazily as screen-<name>, which the static server hints with their pages (the
  // pages that are all links start no script and are left out) (docs/decisions/068)
  screens: require('./src/app/screens.json'),
};
