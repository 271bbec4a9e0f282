// One webpack setup for the shell (MF host) and every remote (MF remote that also runs standalone).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const zlib = require('node:zlib');
const ports = require('../ports.cjs');

const sharedExports = require('./shared-exports.cjs');

const kernelVersion = require('../../shared-kernel/package.json').version;

/**
 * The external-runtime plugin `require`s the federation runtime while webpack's runtime `import`s it, which
 * would bundle its CommonJS and its ES build side by side: point both at the ES build.
 */
function federationRuntimeAliases() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const esBuildOf = (name) => {
    const commonJsEntry = require.resolve(name, { paths: [enhancedDir] });
    return commonJsEntry.replace(/index\.cjs$/, 'index.js');
  };
  return {
    '@module-federation/runtime-core$': esBuildOf('@module-federation/runtime-core'),
    '@module-federation/sdk$': esBuildOf('@module-federation/sdk'),
  };
}

/**
 * Rules that make the ES entry of each library of shared-exports.cjs export only the names the app uses, so that
 * the rest of the library leaves the shared chunk (issue 15).
 */
function keepExportsRules(dir) {
  return Object.entries(sharedExports).map(([name, keep]) => {
    const packageFile = require.resolve(`${name}/package.json`, { paths: [dir] });
    const entry = path.join(path.dirname(packageFile), require(packageFile).module);
    return {
      test: (resource) => resource === entry,
      use: { loader: path.join(__dirname, 'keep-exports-loader.cjs'), options: { keep } },
    };
  });
}

/**
 * The shared libraries every page starts with, in two chunks instead of one per package (React alone came in
 * four: react, react-dom, react-dom/client with the scheduler, react/jsx-runtime): each file costs the first view
 * its response headers and a place in the browser's six connections, and one file compresses better than its
 * parts (issue 15). React, the largest and so the last to arrive, comes alone: the other libraries (its router,
 * i18n, single-spa and the libraries the kernel starts with) are compiled while it still downloads, where in one
 * file with it their compiling would wait for React's last byte. Only what the start-up loads anyway is grouped,
 * so no later chunk grows the first view.
 */
function bootChunkGroups() {
  const family = (name, packages) => ({
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
    name,
    chunks: 'async',
    enforce: true,
    priority: 20,
  });
  return {
    cacheGroups: {
      react: family('react', ['react', 'react-dom', 'scheduler']),
      libraries: family('libraries', [
        'react-router',
        'react-router-dom',
        '@remix-run/router',
        'i18next',
        'react-i18next',
        'use-sync-external-store',
        'single-spa',
        'single-spa-react',
        'rxjs',
        'dayjs',
        'es-hangul',
      ]),
    },
  };
}

/**
 * Rule 3 of the architecture page: one copy of each stateful library, loaded once for the whole app.
 * A remote's production build brings no copies of its own (`import: false`): the shell always provides them,
 * so building and shipping six more copies would only cost time. Its standalone dev build does bring them.
 */
function sharedSingletons(packageJson, provide) {
  const deps = packageJson.dependencies;
  const singleton = (name, versionOf = name) => [
    name,
    { singleton: true, requiredVersion: deps[versionOf], ...(provide ? {} : { import: false }) },
  ];
  return Object.fromEntries([
    singleton('react'),
    singleton('react/jsx-runtime', 'react'),
    singleton('react-dom'),
    singleton('react-dom/client', 'react-dom'),
    singleton('react-router-dom'),
    singleton('i18next'),
    singleton('react-i18next'),
    [
      'shared-kernel',
      {
        singleton: true,
        version: kernelVersion,
        requiredVersion: `^${kernelVersion}`,
        ...(provide ? {} : { import: false }),
      },
    ],
  ]);
}

/** The singletons' names, for the shell's statement of what it provides. */
const singletonNames = ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next'];

/**
 * Writes `shared.json` beside the shell's files: the version of each singleton the shell provides at run time. The
 * release registry checks a remote's required ranges against it before the shell may load that remote (issue 17).
 */
class SharedVersionsPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SharedVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedVersionsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const versionOf = (name) =>
            require(require.resolve(`${name}/package.json`, { paths: [this.dir] })).version;
          const provides = Object.fromEntries([
            ...singletonNames.flatMap((name) => {
              const version = versionOf(name);
              const subpaths =
                { react: ['react/jsx-runtime'], 'react-dom': ['react-dom/client'] }[name] ?? [];
              return [name, ...subpaths].map((entry) => [entry, version]);
            }),
            ['shared-kernel', kernelVersion],
          ]);
          compilation.emitAsset('shared.json', new RawSource(`${JSON.stringify(provides, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * The host ships the federation runtime once; production remotes use it instead of bundling their own. What a
 * production remote still bundles (the glue between webpack and that runtime) leaves out what it never runs
 * (issue 15): Node.js loading (the app runs in browsers only), and the loading of other remotes (a remote
 * consumes none; the shell loads every remote through its own runtime).
 */
function federationExperiments(kind, standalonePage) {
  if (kind === 'host') return { provideExternalRuntime: true };
  if (standalonePage) return { externalRuntime: false };
  return { externalRuntime: true, optimization: { target: 'web', disableRemote: true } };
}

/** In the shell's dev server: each remote's remoteEntry.js from its own dev server, routes from its remote.json. */
function devRegistry() {
  return {
    remotes: Object.entries(ports.remotes).map(([pkg, port]) => ({
      ...require(path.join(__dirname, '../..', pkg, 'remote.json')),
      entry: `http://localhost:${port}/remoteEntry.js`,
    })),
  };
}

function typeScriptRule(production) {
  return {
    test: /\.tsx?$/,
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
  };
}

/** How CSS modules name their classes: the same in the browser build and in the first-view render below. */
const CSS_MODULES = { auto: true, namedExport: false, exportLocalsConvention: 'as-is' };

/**
 * @param {{ dir: string, kind: 'host' | 'remote', containerName: string, title: string }} options
 */
module.exports = function createConfig({ dir, kind, containerName, title }) {
  const packageJson = require(path.join(dir, 'package.json'));
  const port = kind === 'host' ? ports.shell : ports.remotes[packageJson.name];
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's own page (its dev host) exists only in development; in production the shell is its only host.
    const standalonePage = kind === 'host' || !production;
    return {
      context: dir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: kind === 'host' ? '/' : 'auto',
        // The federation runtime fails with a hashed entry file name; hashes go on the chunks only.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: containerName,
        chunkLoadTimeout: 120000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // rxjs's ES2015 build needs no tslib helpers: smaller than the default ES5 one.
        conditionNames: ['es2015', '...'],
        alias: federationRuntimeAliases(),
      },
      module: {
        rules: [
          typeScriptRule(production),
          {
            test: /\.css$/,
            use: [
              // Stylesheets are files of their own, loaded beside their chunk's script, not strings inside it that a
              // script writes into style tags (issue 15): the browser parses them without running any script, no
              // chunk carries a style-tag runtime, and the Content-Security-Policy needs no inline styles, in a
              // remote's development build too (`?remoteOverride=`).
              MiniCssExtractPlugin.loader,
              { loader: 'css-loader', options: { modules: CSS_MODULES, sourceMap: !production } },
            ],
          },
          { test: /\.(woff2?|png|svg|jpe?g)$/, type: 'asset/resource' },
          ...keepExportsRules(dir),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName,
          ...(kind === 'remote'
            ? { filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx' }, manifest: true }
            : { remotes: {} }),
          shared: sharedSingletons(packageJson, standalonePage),
          shareStrategy: 'loaded-first',
          experiments: federationExperiments(kind, standalonePage),
          dts: false,
        }),
        ...(kind === 'host' ? [new SharedVersionsPlugin(dir)] : []),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                chunks: ['main'],
                publicPath: '/',
              }),
            ]
          : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        ...(production
          ? [
              new CompressionPlugin({
                algorithm: 'gzip',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]
          : []),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify }), new CssMinimizerPlugin()],
        ...(kind === 'host' && production ? { splitChunks: bootChunkGroups() } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        client: { overlay: { runtimeErrors: false } },
        // The standalone page finds the API the way the shell does, from an app config on its own origin.
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app.get('/app-config.json', (_request, response) =>
            response.json({
              apiBaseUrl: `http://localhost:${process.env.API_PORT ?? ports.api}`,
              clientId: 'family-health-app',
            }),
          );
          if (kind === 'host')
            devServer.app.get('/remotes.json', (_request, response) => response.json(devRegistry()));
          return middlewares;
        },
      },
    };
  };
};

/**
 * The Node.js build of a remote's `src/first-view.tsx`, which renders its entry screens to HTML at release time
 * (issue 30; tooling/first-view/render.mjs runs it). Same sources, texts and class names as the browser build, so
 * that the browser can hydrate what it renders; no federation: nothing is shared with a host there.
 * @param {{ dir: string, containerName: string }} options
 */
module.exports.firstView = function createFirstViewConfig({ dir, containerName }) {
  return {
    context: dir,
    mode: 'production',
    target: 'node20',
    entry: { 'first-view': './src/first-view.tsx' },
    devtool: false,
    output: {
      path: path.join(dir, '.first-view'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      uniqueName: containerName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        typeScriptRule(true),
        {
          test: /\.css$/,
          use: { loader: 'css-loader', options: { modules: { ...CSS_MODULES, exportOnlyLocals: true } } },
        },
        { test: /\.(woff2?|png|svg|jpe?g)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
};
