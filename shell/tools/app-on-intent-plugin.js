// Emits the script a page that is all links runs instead of the app (src/app-on-intent/app-on-intent.js, decision
// 063) as js/app-on-intent.<hash>.js, and names it in dist/startup.json (`onIntent`) for the static server.
// Production builds only: the dev loop's pages always start the app.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

const SOURCE = path.join(__dirname, '../src/app-on-intent/app-on-intent.js');
const STARTUP = 'startup.json';

class AppOnIntentPlugin {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppOnIntentPlugin', (compilation) => {
      compilation.fileDependencies.add(SOURCE);
      // after StartupChunksPlugin (same stage, registered before this one) has written startup.json
      compilation.hooks.processAssets.tap({ name: 'AppOnIntentPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const source = fs.readFileSync(SOURCE, 'utf8');
        const file = `js/app-on-intent.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(file, new sources.RawSource(source));
        const startup = compilation.getAsset(STARTUP);
        if (!startup) throw new Error(`AppOnIntentPlugin: ${STARTUP} was not written before it`);
        const json = JSON.parse(startup.source.source().toString());
        compilation.updateAsset(STARTUP, new sources.RawSource(`${JSON.stringify({ ...json, onIntent: file }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { AppOnIntentPlugin };
