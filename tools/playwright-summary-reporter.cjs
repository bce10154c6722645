// Playwright's counterpart of jest-summary-reporter.js: final outcome counts for `npm test`'s total.
const fs = require('node:fs');
const path = require('node:path');

class PlaywrightSummaryReporter {
  constructor() {
    this.passed = 0;
    this.failed = 0;
    this.skipped = 0;
    this.failures = [];
  }
  onTestEnd(test, result) {
    // Count only the last attempt of a test (retries re-run it).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else {
      this.failed += 1;
      this.failures.push({
        test: `${path.basename(test.location.file)} > ${test.titlePath().filter(Boolean).join(' > ')}`,
        message: result.errors.map((error) => error.message ?? String(error)).join('\n'),
      });
    }
  }
  onEnd() {
    const dir = process.env.TEST_SUMMARY_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `playwright-${process.pid}.json`),
      JSON.stringify({ project: 'e2e', passed: this.passed, failed: this.failed, skipped: this.skipped, failures: this.failures }),
    );
  }
}
module.exports = PlaywrightSummaryReporter;
