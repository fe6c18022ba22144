import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 25;

/**
 * Repeats each failure's error at the very end of the run. The line reporter prints an error when
 * it happens, minutes before the run ends; a CI log read from its tail showed only the failed
 * test's name.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    const where = test.titlePath().filter(Boolean).join(' › ');
    const errors = result.errors.map((error) => (error.message ?? error.value ?? '').split('\n').slice(0, MAX_LINES).join('\n'));
    this.failures.push(`✘ ${where} (${result.status})\n${errors.join('\n')}`);
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\nFailures, again (first ${MAX_LINES} lines of each error):\n`);
    for (const failure of this.failures) console.log(stripVTControlCharacters(failure), '\n');
  }

  printsToStdio(): boolean {
    return true;
  }
}
