// `npm test`: every check of the workspace, cheapest and fastest-failing first:
//   1. lint (module boundaries included), type checks, unit/integration tests of every project
//   2. production builds of the shell and remotes, and the static Storybook
//   3. every api benchmark once in its short mode (a broken benchmark fails the build; its figures are not judged)
//   4. Playwright journeys in Chromium against the composed production site
// Ends with one line totalling the tests that ran, e.g. "tests: 812 passed, 0 failed".
import { execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const summaryDir = mkdtempSync(join(tmpdir(), 'astrosetu-tests-'));
const env = { ...process.env, TEST_SUMMARY_DIR: summaryDir, NX_DAEMON: 'false', FORCE_COLOR: '0' };
const started = Date.now();

/** What each jest or Playwright summary reporter wrote (tools/jest-summary-reporter.cjs, playwright-summary-reporter.ts). */
interface RunSummary {
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  failures?: { test: string; message: string; context?: string[] }[];
}

function step(title: string, cmd: string): void {
  const t0 = Date.now();
  console.log(`\n=== ${title}\n$ ${cmd}`);
  try {
    execSync(cmd, { stdio: 'inherit', env });
  } catch {
    report();
    console.error(`\n${title} failed.`);
    process.exit(1);
  }
  console.log(`=== ${title}: done in ${Math.round((Date.now() - t0) / 1000)} s`);
}

function report(): void {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures: { project: string; test: string; message: string; context?: string[] }[] = [];
  for (const file of readdirSync(summaryDir)) {
    const counts = JSON.parse(readFileSync(join(summaryDir, file), 'utf8')) as RunSummary;
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    for (const failure of counts.failures ?? []) failures.push({ project: counts.project, ...failure });
  }
  // Repeated last, where a truncated CI log still shows them.
  for (const { project, test, message, context = [] } of failures) {
    const firstLines = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim() && !/^\s*at .*(node_modules|node:internal)/.test(line)).slice(0, 12);
    console.log(`\nFAILED ${project}: ${test}\n  ${firstLines.join('\n  ')}`);
    // What the browser and the API met around an e2e failure, and the page the person saw (Playwright's reporter).
    if (context.length) console.log(`  ${context.join('\n  ')}`);
  }
  console.log(`\nTotal time ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

// The test target skips Nx's cache so that every test really runs and is counted.
step('lint, types, unit and API tests', 'npx nx run-many -t lint typecheck --outputStyle=static && npx nx run-many -t test --skip-nx-cache --outputStyle=static');
step('production builds and Storybook', 'npx nx run-many -t build build-storybook --outputStyle=static');
// Free ports only (PORT=0, embedded database): it touches none of the site's ports.
step('benchmarks, short mode', 'npm run --silent bench:smoke');
// Needs ports 3000, 4200-4204 and 4290 free (stop `npm start` first).
if (existsSync('/usr/bin/chromium') || process.env.CHROMIUM_PATH) {
  step('end-to-end journeys in Chromium', 'npx nx run e2e:e2e --outputStyle=static');
} else {
  console.error('Chromium is missing (apt-get install chromium): the end-to-end journeys cannot run.');
  process.exit(1);
}
report();
