import { expect, it } from 'vitest';
import { areInstructionsStale } from './stale-instructions.ts';

const steps = (count: number, extra: string[] = []) => ({
  steps: [...Array.from({ length: count }, (_, i) => `Step ${i + 1}.`), ...extra],
  notes: '',
  estimated_time: '',
});

it('calls exactly five steps without a qualifying spend stale', () => {
  expect(areInstructionsStale(steps(5))).toBe(true);
});

it('keeps five steps that mention a qualifying spend, and any other number of steps', () => {
  expect(areInstructionsStale(steps(4, ['Make a Qualifying Spend of at least £10.']))).toBe(false);
  expect(areInstructionsStale(steps(4))).toBe(false);
  expect(areInstructionsStale(steps(6))).toBe(false);
});

it('has nothing to refresh without instructions', () => {
  expect(areInstructionsStale(null)).toBe(false);
});
