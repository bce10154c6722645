// Bundles the API into dist/main.js. Workspace libraries (@astrosetu/*) are TypeScript sources,
// so they are bundled; every other package stays external and is loaded from node_modules.
import { build } from 'esbuild';
import { copyFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(resolve(root, 'dist'), { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@astrosetu/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [resolve(root, 'src/main.ts')],
  outfile: resolve(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});

// The PDF build worker (modules/fulfilment/worker-builders.ts starts dist/build-worker.js beside main.js).
await build({
  entryPoints: [resolve(root, 'src/modules/fulfilment/build-worker.ts')],
  outfile: resolve(root, 'dist/build-worker.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
// The PNG chart worker runs in its own thread from its own file (see src/astrology/chart-render/png-render-pool.ts).
copyFileSync(resolve(root, 'src/astrology/chart-render/png-worker.cjs'), resolve(root, 'dist/png-worker.cjs'));
