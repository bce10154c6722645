// Bundles the prerender into dist/index.mjs (the middleware tools/serve mounts) and dist/server.mjs (the
// production server), so that production runs plain Node: no tsx, no TypeScript at run time. Workspace libraries
// (@astrosetu/*) are TypeScript sources and the catalogues are JSON, so they are bundled; every other package stays
// external and is loaded from node_modules (as api/scripts/build.mjs does).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(resolve(root, 'dist'), { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@astrosetu/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: { index: resolve(root, 'src/index.ts'), server: resolve(root, 'src/server.ts') },
  outdir: resolve(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  // Web fonts the design-system names (script-fonts.ts) are of no use to the server: their URL is never read here.
  loader: { '.woff2': 'empty', '.woff': 'empty', '.css': 'empty' },
  logLevel: 'warning',
});
