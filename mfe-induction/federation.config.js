// mfe-induction: a remote the shell loads at run time; it also starts on its own from its own index.html.
module.exports = {
  name: 'mfe_induction',
  packageDir: __dirname,
  title: 'MSIC and ASIC cards',
  exposes: {
    './App': './src/app/app.tsx',
  },
};
