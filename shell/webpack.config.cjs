const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

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

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  if (argv.mode !== 'production') return config;
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
  return config;
};
