// Every project's `typecheck`: TypeScript 7, the native compiler (root devDependency `typescript-native`, an alias of
// typescript@7), on one thread. The `typescript` package stays at 5.9 for what uses its JavaScript API (typescript-eslint,
// Nx, Storybook), which TypeScript 7 does not offer. Same tsconfig files, same errors; about a quarter of the CPU: on
// the 2-core machine mf-marketplace took 16.9 s (23.2 CPU-s) with tsc 5.9 and 5.4 s (5.9) with tsc 7 on one thread,
// 8.2 s (12.8) on its default threads, which only contend on two cores beside Nx's second task (docs/performance.md).
// The alias also links a second `tsc` into node_modules/.bin; which one a fresh install links there is npm's choice,
// so this runs the package's own launcher by path. Arguments are passed on: `node ../tools/typecheck.mjs -p tsconfig.json`.
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
