import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 25;
const SLOWEST = 12;

/**
 * Ends the run's log with what a reader of its tail needs: each failure's error again (the line
 * reporter prints it when it happens, minutes before the run ends; a CI log read from its tail
 * showed only the failed test's name), then where the time went: the worker-seconds of each file
 * and the slowest tests, so a slow run says what to cut.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];
  private readonly durations: { where: string; file: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const where = test.titlePath().filter(Boolean).join(' › ');
    this.durations.push({ where, file: test.location.file.replace(/^.*\/e2e\//, 'e2e/'), ms: result.duration });
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    const errors = result.errors.map((error) => (error.message ?? error.value ?? '').split('\n').slice(0, MAX_LINES).join('\n'));
    this.failures.push(`✘ ${where} (${result.status})\n${errors.join('\n')}`);
  }

  onEnd(_result: FullResult): void {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const byFile = new Map<string, number>();
    for (const { file, ms } of this.durations) byFile.set(file, (byFile.get(file) ?? 0) + ms);
    console.log('\nWorker time by file:');
    for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
    console.log(`Slowest ${SLOWEST} tests:`);
    for (const { where, ms } of [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) console.log(`  ${seconds(ms).padStart(8)}  ${where}`);
    if (this.failures.length === 0) return;
    console.log(`\nFailures, again (first ${MAX_LINES} lines of each error):\n`);
    for (const failure of this.failures) console.log(stripVTControlCharacters(failure), '\n');
  }

  printsToStdio(): boolean {
    return true;
  }
}
