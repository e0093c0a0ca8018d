const { createConfig } = require('../tools/webpack/create-config');
const { ServiceWorkerPlugin } = require('./tools/service-worker-plugin');
const { AppOnIntentPlugin } = require('./tools/app-on-intent-plugin');

// the shell's build adds its service worker (/sw.js) and the script of pages that are all links (decision 063) to
// the one configuration every front end shares
module.exports = (env, argv) => {
  const config = createConfig(require('./federation.config'), argv);
  return { ...config, plugins: [...config.plugins, new ServiceWorkerPlugin(), new AppOnIntentPlugin()] };
};
