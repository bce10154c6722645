// Writes each jest run's pass/fail counts, and the name and first lines of every failure, to $TEST_SUMMARY_DIR so
// `npm test` can print one honest total across every project (Nx runs each project's jest separately) and end with
// the failures themselves: CI keeps only the tail of a long log.
const fs = require('node:fs');
const path = require('node:path');

class JestSummaryReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_SUMMARY_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `jest-${path.basename(process.cwd())}-${process.pid}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({
        project: path.basename(process.cwd()),
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        failures: results.testResults.flatMap((file) => [
          ...(file.testExecError ? [{ test: path.relative(process.cwd(), file.testFilePath), message: file.testExecError.message }] : []),
          ...file.testResults
            .filter((test) => test.status === 'failed')
            .map((test) => ({
              test: `${path.relative(process.cwd(), file.testFilePath)} > ${test.fullName}`,
              message: test.failureMessages.join('\n'),
            })),
        ]),
      }),
    );
  }
}
module.exports = JestSummaryReporter;
