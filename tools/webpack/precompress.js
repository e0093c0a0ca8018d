// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file the build emits, once, at the highest
// levels: the static server (@fastify/static preCompressed) sends the copy the browser accepts and compresses
// nothing per request. Source maps are left as they are (read by developer tools only).
const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|md|webmanifest)$/;
// below this a compressed copy saves less than its own headers cost
const MIN_BYTES = 512;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      const names = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name));
      // the federation manifest is written by its plugin after the assets: compress it too when it is there
      for (const extra of ['mf-manifest.json']) if (!names.includes(extra)) names.push(extra);
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputPath, name);
          const source = await fs.readFile(file).catch(() => undefined);
          if (!source || source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
