const { createConfig } = require('../tools/webpack/create-config');
module.exports = (env, argv) => createConfig(require('./federation.config'), argv);
