// node --test's counterpart of jest-summary-reporter.js: outcome counts and failures of plain Node tests (the
// prerender's) for `npm test`'s total. Used beside the spec reporter, which prints them as usual.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export default async function* nodeTestSummaryReporter(source) {
  const counts = { project: 'node-tests', passed: 0, failed: 0, skipped: 0, failures: [] };
  for await (const event of source) {
    // Suites report as tests too; only leaves (no nested tests) are counted, as jest counts its tests.
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else {
      counts.failed += 1;
      const error = event.data.details?.error;
      counts.failures.push({ test: `${event.data.file ?? ''} > ${event.data.name}`, message: String(error?.cause ?? error ?? 'failed') });
    }
  }
  const dir = process.env.TEST_SUMMARY_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `node-tests-${process.pid}.json`), JSON.stringify(counts));
  }
  yield '';
}
