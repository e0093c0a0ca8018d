// Emits the shell's service worker (src/service-worker/sw.js) as /sw.js, stamped with a hash of this build's files:
// a new shell build is a new worker, whose activation drops the copies the previous one kept (docs/decisions/047).
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

const SOURCE = path.join(__dirname, '../src/service-worker/sw.js');

class ServiceWorkerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(SOURCE);
      compilation.hooks.processAssets.tap({ name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const source = fs.readFileSync(SOURCE, 'utf8');
        const hash = createHash('sha256').update(source);
        for (const name of Object.keys(compilation.assets).sort()) hash.update(name).update(compilation.assets[name].buffer());
        const version = hash.digest('hex').slice(0, 16);
        // the worker's own test hooks (module.exports) stay: `module` is undefined in a worker
        compilation.emitAsset('sw.js', new sources.RawSource(source.replace("'__SHELL_BUILD__'", JSON.stringify(version))));
      });
    });
  }
}

module.exports = { ServiceWorkerPlugin };
