/**
 * The landing demo follows the reader's scroll through its section (user-side.md §2): five steps,
 * changing at 35%, 55%, 75% and 90% of the way through.
 */

const DEMO_STEP_THRESHOLDS = [0.35, 0.55, 0.75, 0.9] as const;

/** The step (0 to 4) shown at a scroll progress between 0 and 1; a threshold belongs to the step it opens. */
export function demoStepForProgress(progress: number): number {
  return DEMO_STEP_THRESHOLDS.filter((threshold) => progress >= threshold).length;
}

/**
 * How far through the section the reader has scrolled: 0 while its top is at or below the top of
 * the viewport, 1 once its bottom reaches the bottom of the viewport (the span a sticky panel stays put).
 */
export function sectionScrollProgress(section: { top: number; height: number }, viewportHeight: number): number {
  const travel = section.height - viewportHeight;
  if (travel <= 0) return section.top <= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, -section.top / travel));
}
