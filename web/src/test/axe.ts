import axe from 'axe-core';
import { expect } from 'vitest';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails on serious or critical accessibility violations (WCAG 2.2 AA rules) in the document once
 * its transitions have finished, as the browser tests' `expectAccessible` does for whole pages.
 */
export async function expectAccessible(root: Element = document.body): Promise<void> {
  // Colours are checked at rest, not half-way through a transition (a button turning enabled).
  const settling = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  const results = await axe.run(root, { runOnly: { type: 'tag', values: WCAG_AA } });
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join(', ')})`,
    ),
  ).toEqual([]);
}
