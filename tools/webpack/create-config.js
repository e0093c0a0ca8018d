// One webpack configuration for every front-end package: the shell (host) and the five remotes.
// A package's own settings live in its federation.config.js; everything else is decided here once.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, root, version } = require('./shared');

const contractsVersion = version('shared-contracts');

/**
 * @param {object} federation the package's federation.config.js
 * @param {string} federation.name container name (a JS identifier)
 * @param {string} federation.packageDir absolute path of the package
 * @param {Record<string,string>} [federation.exposes]
 * @param {boolean} [federation.host]
 * @param {string} federation.title the standalone page's title
 */
function createConfig(federation, argv = {}) {
  const production = argv.mode !== 'development';
  const { packageDir, name, exposes = {}, host = false, title } = federation;
  const pkgVersion = require(path.join(packageDir, 'package.json')).version;
  return {
    mode: production ? 'production' : 'development',
    context: packageDir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      // remotes load their chunks from their own origin, wherever the registry says it is
      publicPath: 'auto',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
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
                transform: { react: { runtime: 'automatic', development: !production } },
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
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons(),
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
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      }),
      new HtmlWebpackPlugin({
        template: fs.existsSync(path.join(packageDir, 'src/index.html')) ? path.join(packageDir, 'src/index.html') : path.join(__dirname, 'index.html'),
        title,
        inject: 'body',
        scriptLoading: 'defer',
        publicPath: '/',
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // shared singletons already split the libraries; keep the rest in few chunks
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    cache: { type: 'filesystem', cacheDirectory: path.join(root, 'node_modules/.cache/webpack', name), buildDependencies: { config: [__filename, path.join(__dirname, 'shared.js')] } },
  };
}

module.exports = { createConfig };
