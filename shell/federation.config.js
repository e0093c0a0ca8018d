// The shell is the host: it exposes nothing and knows its remotes only at run time (config.json).
module.exports = {
  name: 'shell',
  packageDir: __dirname,
  host: true,
  title: 'MSIC and ASIC cards',
};
