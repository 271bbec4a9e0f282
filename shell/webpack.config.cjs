const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const createConfig = require('../tooling/webpack/create-config.cjs')({
  dir: __dirname,
  kind: 'host',
  containerName: 'shell',
  title: '가족 건강',
});

/**
 * Names in the HTML every script and stylesheet the first view needs before it can draw (issue 15): the bootstrap
 * chunk and, following each shared module it consumes (and those consume), the chunks that provide it. Without this
 * the browser learns of them only once main.js has run, one round trip after another. The stylesheets are linked,
 * not preloaded: webpack's runtime finds a chunk's stylesheet already linked by its address and does not add it
 * again.
 */
class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const bootGroup = compilation.namedChunkGroups.get('bootstrap');
        if (!bootGroup) throw new Error('BootPreloadPlugin: no chunk group named "bootstrap"');
        const { chunkGraph } = compilation;
        // At run time a shared module comes from its provider (this host provides them all), not the fallback.
        const providers = new Map();
        for (const module of compilation.modules) {
          if (module.type === 'provide-module') providers.set(module._name, module);
        }
        const seen = new Set();
        const scripts = [];
        const stylesheets = [];
        const visitBlocks = (module) => {
          for (const block of module.blocks) chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(visitChunk);
        };
        const visitChunk = (chunk) => {
          if (seen.has(chunk)) return;
          seen.add(chunk);
          for (const file of chunk.files) {
            if (file.endsWith('.js')) scripts.push(file);
            if (file.endsWith('.css')) stylesheets.push(file);
          }
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type !== 'consume-shared-module') continue;
            visitBlocks(providers.get(module.options.shareKey) ?? module);
          }
        };
        bootGroup.chunks.forEach(visitChunk);
        const publicPath = data.publicPath ?? '/';
        data.headTags.push(
          ...stylesheets.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'stylesheet',
              href: `${publicPath}${file}`,
            }),
          ),
          ...scripts.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          ),
        );
        return data;
      });
    });
  }
}

/**
 * Copies shell/public into the build under the same paths (the app's icons, drawn by tooling/icons): the web app
 * manifest and notifications name them by fixed addresses, which hashed asset names would not give.
 */
class PublicFilesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const publicDir = path.join(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const file = path.join(entry.parentPath, entry.name);
            compilation.fileDependencies.add(file);
            const name = path.relative(publicDir, file).split(path.sep).join('/');
            compilation.emitAsset(name, new RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

const serviceWorkerFile = 'service-worker.js';

/**
 * The service worker (src/installable-app/worker) is a script of its own, with no federation runtime and no
 * shared libraries: the app server serves it as /sw.js with the promoted release set written in front of it.
 */
function serviceWorkerConfig() {
  return {
    name: 'service-worker',
    context: __dirname,
    target: 'webworker',
    entry: { [path.basename(serviceWorkerFile, '.js')]: './src/installable-app/worker/worker.ts' },
    devtool: 'source-map',
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    performance: { hints: false },
  };
}

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.plugins.push(new PublicFilesPlugin());
  if (argv.mode !== 'production') return config;
  // Built beside the shell by a second compiler: the shell's cleaning of dist/ must leave its files there.
  config.output.clean = { keep: (file) => file.startsWith(serviceWorkerFile) };
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof ModuleFederationPlugin
      ? new ModuleFederationPlugin({
          ...plugin._options,
          experiments: {
            ...plugin._options.experiments,
            // The app runs in browsers only: leave the federation runtime's Node.js loading out of main.js.
            // Every registry entry names a remote's remoteEntry.js, never its mf-manifest.json (issue 15): the
            // runtime's snapshot and preload-assets plugins, which read manifests, would only weigh on main.js
            // (1.2 KiB of its brotli). Development keeps them: they do nothing with remoteEntry.js entries there.
            optimization: { target: 'web', disableSnapshot: true },
          },
        })
      : plugin,
  );
  config.plugins.push(new BootPreloadPlugin());
  return [config, serviceWorkerConfig()];
};
