// Adds each package's counts to one file, so that `npm test` can close with a single summary line for everything.
const { appendFileSync } = require('node:fs');

module.exports = class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    const {
      numPassedTests,
      numFailedTests,
      numPendingTests,
      numFailedTestSuites,
      numRuntimeErrorTestSuites,
    } = results;
    appendFileSync(
      file,
      `${JSON.stringify({ passed: numPassedTests, failed: numFailedTests, skipped: numPendingTests, brokenSuites: numFailedTestSuites + numRuntimeErrorTestSuites })}\n`,
    );
  }
};
