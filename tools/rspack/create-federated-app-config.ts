import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apiPort, webAppByProject } from '../web-apps';
import { containerSharing } from './federation-shared';
import { packageSubsetAliases } from './package-subsets';
import { StandaloneRuntimePlugin } from './standalone-runtime-plugin';
import { JsonAssetsPlugin, StartupPreloadPlugin } from './first-html-plugins';
import { PrecompressPlugin } from './precompress-plugin';
import { muiThemeWithoutCssVarsPlugins } from './mui-theme-without-css-vars/plugins';

export interface FederatedAppOptions {
  /** The app's directory (pass __dirname from its rspack.config.ts). */
  appDir: string;
  /** Nx project name, e.g. 'shell' or 'mf-chat' (its port and federation name come from tools/web-apps.ts). */
  project: string;
  /** Modules a remote exposes to the shell, e.g. { './pages': './src/pages/index.ts' }. */
  exposes?: Record<string, string>;
  /** JSON files written next to the build's files (file name -> value), e.g. the shell's page-remotes.json. */
  jsonAssets?: Record<string, unknown>;
}

interface RspackEnv {
  RSPACK_SERVE?: boolean;
}
interface RspackArgv {
  mode?: 'production' | 'development' | 'none';
}

const workspaceRoot = resolve(__dirname, '../..');

function typescriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    // Importing a name a module does not export is a build error (e.g. a router API outside the shared subset,
    // see package-subsets.ts).
    parser: { exportsPresence: 'error' },
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * One rspack configuration for the shell and every remote: the only differences are the federation role
 * (the host exposes nothing and lists no remotes: it registers them at run time from /remotes.json), the
 * port and the public path.
 */
export function createFederatedAppConfig(options: FederatedAppOptions) {
  const app = webAppByProject(options.project);
  const isHost = app.kind === 'host';

  return (env: RspackEnv = {}, argv: RspackArgv = {}): Configuration => {
    const shared = containerSharing(
      workspaceRoot,
      isHost ? { role: 'host', startupModule: join(options.appDir, 'src/bootstrap.tsx') } : { role: 'remote' },
    );
    const development = argv.mode === 'development' || (argv.mode === undefined && Boolean(env.RSPACK_SERVE));
    const publicDir = join(options.appDir, 'public');

    return {
      context: options.appDir,
      mode: development ? 'development' : 'production',
      target: ['web', 'es2020'],
      entry: { main: './src/main.ts' },
      devtool: development ? 'cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: join(options.appDir, 'dist'),
        // The shell is served at the site root (deep links like /blog/x must find /main.js); a remote's chunks
        // are loaded relative to wherever its remoteEntry.js was found, so it can move origin without a rebuild.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.federationName,
        filename: development ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        alias: {
          ...packageSubsetAliases(workspaceRoot, development),
        },
      },
      optimization: {
        splitChunks: {
          chunks: 'async',
          // Every shared module's fallback factory lists the chunks it needs, in every container's share tables:
          // with tiny chunks (1 KB) those lists and the extra requests cost more than the occasional duplicate of a
          // small helper (clsx, reselect) in two chunks. A duplicate is bytes only: a module id is evaluated once.
          // Measured on the first visit to /: 1 KB -> 20 KB saved ~4 KiB gzipped and 12 files.
          minSize: 20000,
          // The host's start-up packages (React's helpers, MUI, the router, Redux: shared eagerly, see
          // host-eager-modules.ts) in a script of their own beside main.js. The browser compiles and runs each script
          // in one task: main.js holding them as well was the longest task of every first visit (in a 4x-slowed
          // trace of /, 430-650 ms; 210-230 ms without them, which then evaluate in start-up steps of their own).
          ...(isHost && {
            cacheGroups: { startupVendors: { chunks: 'initial', test: /[\\/]node_modules[\\/]/, name: 'startup-vendors', enforce: true } },
          }),
        },
      },
      module: {
        rules: [
          typescriptRule(development),
          // Some ESM packages import without file extensions.
          { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
          { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset' },
        ],
      },
      performance: { hints: false },
      // Rspack's dev-mode lazy compilation serves stand-in chunks that wait on a request back to the dev server;
      // pages loaded by the shell from another origin would wait forever.
      lazyCompilation: false,
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: join(options.appDir, 'index.html'),
          // A remote's container entry (remoteEntry.js) is for the shell; its own page loads only main.
          chunks: ['main'],
          // Every app is served at the root of its origin, standalone remotes included.
          publicPath: '/',
        }),
        new rspack.DefinePlugin({
          // A label baked into a build: the e2e suite rebuilds one remote with it to prove independent deployment.
          'process.env.ASTROSETU_BUILD_LABEL': JSON.stringify(process.env.ASTROSETU_BUILD_LABEL ?? ''),
        }),
        ...muiThemeWithoutCssVarsPlugins(),
        // A remote's standalone page loads the federation runtime core itself (the shell provides it otherwise).
        ...(isHost ? [] : [new StandaloneRuntimePlugin(!development)]),
        // The host's index.html announces the chunks behind its async boundary (src/main.ts names them "bootstrap").
        ...(isHost && !development ? [new StartupPreloadPlugin('bootstrap')] : []),
        ...(options.jsonAssets ? [new JsonAssetsPlugin(options.jsonAssets)] : []),
        // Brotli and gzip copies of every text file, sent as they are by tools/serve and nginx (brotli_static).
        ...(development ? [] : [new PrecompressPlugin()]),
        ...(existsSync(publicDir) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] })] : []),
        // Third-party modules: a remote only takes them from the share scope, the host only offers them (see
        // containerSharing).
        ...(shared.consumedOnly
          ? [new rspack.sharing.ConsumeSharedPlugin({ consumes: shared.consumedOnly, shareScope: 'default', enhanced: true })]
          : []),
        ...(shared.providedOnly
          ? [new rspack.sharing.ProvideSharedPlugin({ provides: shared.providedOnly, shareScope: 'default', enhanced: true })]
          : []),
        new ModuleFederationPlugin({
          name: app.federationName,
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
          shared: shared.offered,
          // Resolve shared modules from what is already loaded instead of first downloading every registered
          // remote's entry to compare versions (the default): a visit to / must not fetch mf-chat or mf-admin.
          shareStrategy: 'loaded-first',
          // The shell's manifest is not read by anyone at run time; the bundle benchmark reads its shared list.
          manifest: true,
          dts: false,
          dev: false,
          // One copy of the federation runtime core for the whole site: the shell provides it, remotes use it.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
      ],
      devServer: {
        port: app.port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell fetches remotes' manifests and chunks from their own origins.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        static: existsSync(publicDir) ? { directory: publicDir, watch: true } : false,
        proxy: [{ context: ['/api', '/socket.io'], target: `http://localhost:${apiPort}`, ws: true, changeOrigin: false }],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}
