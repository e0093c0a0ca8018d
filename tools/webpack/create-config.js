// One webpack configuration for every front-end package: the shell (host) and the five remotes.
// A package's own settings live in its federation.config.js; everything else is decided here once.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, root, version } = require('./shared');
// only `npm run dev` (tools/dev.mjs) asks for hot reloading; a production build never loads the refresh tooling.
// `library`: one name for every build, so the page's refresh runtime is hooked into React once (react-refresh-runtime.js)
// `exclude`: the runtime shim itself must not be instrumented, or it would require itself
const reactRefreshPlugin = () =>
  new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false, library: 'msic_portal', exclude: [/node_modules/, path.join(__dirname, 'react-refresh-runtime.js')] });
const reactRefreshAlias = () => ({
  'react-refresh/runtime$': path.join(__dirname, 'react-refresh-runtime.js'),
  'react-refresh-runtime-of-this-build$': require.resolve('react-refresh/runtime'),
});
// The federation runtime from its ES modules, one copy (docs/decisions/067). The generated federation entry imports
// the runtime plugin that provides the core to remotes by its resolved CommonJS path; CommonJS is neither concatenated
// nor tree-shaken, so `experiments.optimization` (no snapshot, web target) removed nothing from it, and an ES import of
// the core elsewhere bundled a second copy. Both point at the packages' ES builds instead.
const federationRuntimeAlias = () => {
  const distOf = (pkg, file) => {
    const at = path.join(path.dirname(path.dirname(require.resolve(pkg))), 'dist', file);
    if (!fs.existsSync(at)) throw new Error(`create-config: ${pkg} has no ${at}; see docs/decisions/067`);
    return at;
  };
  const plugin = '@module-federation/inject-external-runtime-core-plugin';
  return {
    '@module-federation/runtime-core$': distOf('@module-federation/runtime-core', 'index.js'),
    [`${distOf(plugin, 'index.cjs')}$`]: distOf(plugin, 'index.js'),
  };
};
const { PrecompressPlugin } = require('./precompress');
const { StartupChunksPlugin } = require('./startup-chunks');

// BUILD_CONTRACTS_VERSION exists for one test only: it builds a remote that claims another contracts major, to
// prove the shell refuses it (docs/decisions/006). BUILD_VERSION labels a build (default: the package version).
const contractsVersion = process.env.BUILD_CONTRACTS_VERSION || version('shared-contracts');
const distDir = (packageDir) => process.env.BUILD_DIST_DIR || path.join(packageDir, 'dist');
const buildVersion = (packageDir) => process.env.BUILD_VERSION || require(path.join(packageDir, 'package.json')).version;

// the filesystem cache did not notice a change of federation options once: key it on the tooling itself
const toolingHash = require('node:crypto')
  .createHash('sha256')
  .update(fs.readFileSync(__filename))
  .update(fs.readFileSync(path.join(__dirname, 'shared.js')))
  .update(fs.readFileSync(path.join(__dirname, 'precompress.js')))
  .update(fs.readFileSync(path.join(__dirname, 'startup-chunks.js')))
  .update(fs.readFileSync(path.join(root, 'package-lock.json')))
  .digest('hex')
  .slice(0, 16);

/**
 * @param {object} federation the package's federation.config.js
 * @param {string} federation.name container name (a JS identifier)
 * @param {string} federation.packageDir absolute path of the package
 * @param {Record<string,string>} [federation.exposes]
 * @param {boolean} [federation.host]
 * @param {string} federation.title the standalone page's title
 */
function baseConfig({ packageDir, name, production, hot = false }) {
  return {
    mode: production ? 'production' : 'development',
    context: packageDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: distDir(packageDir),
      // remotes load their chunks from their own origin, wherever the registry says it is
      publicPath: 'auto',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // the name of the build's chunk-loading global (webpackChunk<uniqueName>) and of its script tags: one per
      // build version, so that two releases of a remote loaded into one page (a release, then a rollback, in an
      // open tab) never register each other's chunks (the second container started with the first one's module
      // factories and failed to initialise: release.spec on a fresh clone)
      uniqueName: `${name}_${buildVersion(packageDir).replace(/\W/g, '_')}`,
      // tools/build.mjs empties dist/ first: a remote's two compilations write side by side
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...federationRuntimeAlias(), ...(hot ? reactRefreshAlias() : {}) },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: hot } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
        { test: /\.(png|svg|jpg|webp|ico|woff2?)$/, type: 'asset/resource' },
        { test: /\.(mp3|ogg|opus|webm|pdf)$/, type: 'asset/resource' },
        { test: /\.md$/, type: 'asset/source' },
      ],
    },
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // shared singletons already split the libraries; keep the rest in few chunks
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    // a release build into another folder (BUILD_DIST_DIR) may run beside a normal build: no shared cache then;
    // WEBPACK_CACHE=false times a cold build (npm run bench -- --full-build)
    cache: process.env.BUILD_DIST_DIR || process.env.WEBPACK_CACHE === 'false' ? false : { type: 'filesystem', version: toolingHash, cacheDirectory: path.join(root, 'node_modules/.cache/webpack', name), buildDependencies: { config: [__filename, path.join(__dirname, 'shared.js'), path.join(__dirname, 'precompress.js'), path.join(__dirname, 'startup-chunks.js')] } },
  };
}

/** Precompressed copies for production builds (a development build is served as it is). */
const precompress = (production) => (production ? [new PrecompressPlugin()] : []);

function cssPlugin(production, prefix = '') {
  return new MiniCssExtractPlugin({
    filename: production ? `${prefix}css/[name].[contenthash:10].css` : `${prefix}css/[name].css`,
    chunkFilename: production ? `${prefix}css/[name].[contenthash:10].css` : `${prefix}css/[name].css`,
  });
}

function htmlPlugin(packageDir, title) {
  return new HtmlWebpackPlugin({
    template: fs.existsSync(path.join(packageDir, 'src/index.html')) ? path.join(packageDir, 'src/index.html') : path.join(__dirname, 'index.html'),
    title,
    inject: 'body',
    scriptLoading: 'defer',
    publicPath: '/',
  });
}

/** dist/favicons/<company>.png for the page's /favicon.png (favicon.ts; the static server picks the host's company). */
class FaviconsPlugin {
  apply(compiler) {
    let drawn = false;
    compiler.hooks.afterEmit.tap('FaviconsPlugin', () => {
      if (drawn) return; // once, not on each rebuild of `npm run dev`
      drawn = true;
      require('node:child_process').execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'favicon.ts'), compiler.outputPath], { stdio: 'inherit' });
    });
  }
}

function federationPlugin({ name, exposes, packageDir, experiments, consumeOnly = false }) {
  const pkgVersion = buildVersion(packageDir);
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: sharedSingletons({ consumeOnly }),
    manifest: {
      fileName: 'mf-manifest.json',
      // the compatibility gate: the shell refuses a remote built against another contracts major
      additionalData: ({ stats }) => {
        stats.metaData = { ...stats.metaData, contractsVersion, contractsMajor: Number(contractsVersion.split('.')[0]), buildVersion: pkgVersion };
        return stats;
      },
    },
    dts: false,
    dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
    shareStrategy: 'loaded-first',
    // the shell registers each remote's entry itself (after the contracts gate), so the manifest snapshot
    // machinery and the Node code paths of the runtime are dead weight in every browser entry
    experiments: { ...experiments, optimization: { disableSnapshot: true, target: 'web' } },
  });
}

/**
 * The webpack configurations of one front-end package.
 * - The shell: one federated host build. It provides the federation runtime core to every remote
 *   (provideExternalRuntime), so a remote entry does not carry a second copy (~25 KB gzipped each).
 * - A remote: two compilations into one dist/. The container (remoteEntry.js, mf-manifest.json, exposed
 *   modules) uses the host's runtime core. The standalone app (index.html, app/...) is a plain build of
 *   src/bootstrap.tsx with everything bundled and tree-shaken: it is how induction-only participants reach
 *   the induction remote, and it needs no host.
 *
 * @param {object} federation the package's federation.config.js
 * @param {string} federation.name container name (a JS identifier)
 * @param {string} federation.packageDir absolute path of the package
 * @param {Record<string,string>} [federation.exposes]
 * @param {boolean} [federation.host]
 * @param {string} federation.title the standalone page's title
 */
function createConfig(federation, argv = {}) {
  const production = argv.mode !== 'development';
  // argv.hot (development only): React Fast Refresh for webpack-dev-server's hot module replacement
  const hot = !production && Boolean(argv.hot);
  const refresh = hot ? [reactRefreshPlugin()] : [];
  const { packageDir, name, exposes = {}, host = false, title } = federation;
  if (host) {
    const config = baseConfig({ packageDir, name, production, hot });
    return {
      ...config,
      entry: { main: './src/index.ts' },
      plugins: [federationPlugin({ name, exposes: {}, packageDir, experiments: { provideExternalRuntime: true } }), cssPlugin(production), htmlPlugin(packageDir, title), new FaviconsPlugin(), new StartupChunksPlugin(), ...precompress(production), ...refresh],
    };
  }
  const container = baseConfig({ packageDir, name, production, hot });
  const standalone = baseConfig({ packageDir, name: `${name}_standalone`, production, hot });
  return [
    {
      ...container,
      name: 'container',
      entry: {},
      plugins: [federationPlugin({ name, exposes, packageDir, experiments: { externalRuntime: true }, consumeOnly: true }), cssPlugin(production), ...precompress(production), ...refresh],
      // one file per screen: what a screen needs beyond the shell's and its parent's (decision 093)
      optimization: { ...container.optimization, splitChunks: false },
    },
    {
      ...standalone,
      name: 'standalone',
      entry: { main: './src/bootstrap.tsx' },
      output: {
        ...standalone.output,
        publicPath: '/',
        filename: production ? 'app/js/[name].[contenthash:10].js' : 'app/js/[name].js',
        chunkFilename: production ? 'app/js/[name].[contenthash:10].js' : 'app/js/[name].js',
        assetModuleFilename: 'app/assets/[name].[contenthash:10][ext]',
      },
      plugins: [cssPlugin(production, 'app/'), htmlPlugin(packageDir, title), new FaviconsPlugin(), ...precompress(production), ...refresh],
      optimization: { ...standalone.optimization, splitChunks: { chunks: 'all' } },
    },
  ];
}

module.exports = { createConfig };
