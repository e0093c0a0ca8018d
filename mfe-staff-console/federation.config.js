// mfe-staff-console: the issuing office's console (issue 19), a remote the shell loads at run time for /staff and
// its sub-routes; it also starts on its own from its own index.html (docs/decisions/053).
module.exports = {
  name: 'mfe_staff_console',
  packageDir: __dirname,
  title: 'Staff console',
  exposes: {
    './App': './src/app/app.tsx',
  },
};
