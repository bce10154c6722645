// Every project's `typecheck`: TypeScript 7, the native compiler (root devDependency `typescript-native`, an npm alias
// of typescript@7), on one thread. The `typescript` package stays at 5.9 for what uses its compiler API
// (typescript-eslint, Nx, Storybook), which TypeScript 7 replaces with a new one still marked unstable. Same tsconfig
// files; on this code the same verdict, but for one name the contracts had borrowed (contracts/src/endpoints/file-body.d.ts).
// Measured on the 2-core machine, nothing else running: mf-marketplace took 16.9 s (23.2 CPU-s) with tsc 5.9, 8.2 s
// (12.8) with tsc 7 on its default threads, and 5.4 s (5.9) on one; Nx runs a second task beside it anyway.
// The alias links a second `tsc` into node_modules/.bin, and which one a fresh install leaves there is npm's choice, so
// this runs the package's own launcher by path. Arguments pass through: `node ../tools/typecheck.mjs -p tsconfig.json`.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const launcher = join(dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');

try {
  execFileSync(process.execPath, [launcher, '--singleThreaded', ...process.argv.slice(2)], { stdio: 'inherit' });
} catch (error) {
  // The compiler's exit code (2: type errors), already reported on this terminal.
  const status = /** @type {{ status?: number | null }} */ (error).status;
  process.exit(typeof status === 'number' ? status : 1);
}
