// Reads test runners' JSON reports and adds up their own counts. Used by `npm test` and `.ci/run`.
import { existsSync, readFileSync } from 'node:fs';

/** Counts from a Vitest (Jest-compatible) or Playwright JSON report; undefined when the file is missing. */
export function countsOf(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on retry.
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function tally(files) {
  const total = { passed: 0, failed: 0, skipped: 0, missing: [] };
  for (const file of files) {
    const counts = countsOf(file);
    if (!counts) {
      total.missing.push(file);
      continue;
    }
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = tally(process.argv.slice(2));
  for (const file of total.missing) console.error(`tally: no report at ${file} (its runner did not finish)`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed > 0 || total.missing.length > 0 ? 1 : 0);
}
