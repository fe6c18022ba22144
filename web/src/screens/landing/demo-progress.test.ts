import { describe, expect, it } from 'vitest';
import { demoStepForProgress, sectionScrollProgress } from './demo-progress.ts';

describe('demoStepForProgress', () => {
  it('changes step at 35%, 55%, 75% and 90%', () => {
    expect(demoStepForProgress(0)).toBe(0);
    expect(demoStepForProgress(0.3499)).toBe(0);
    expect(demoStepForProgress(0.35)).toBe(1);
    expect(demoStepForProgress(0.5499)).toBe(1);
    expect(demoStepForProgress(0.55)).toBe(2);
    expect(demoStepForProgress(0.7499)).toBe(2);
    expect(demoStepForProgress(0.75)).toBe(3);
    expect(demoStepForProgress(0.8999)).toBe(3);
    expect(demoStepForProgress(0.9)).toBe(4);
    expect(demoStepForProgress(1)).toBe(4);
  });
});

describe('sectionScrollProgress', () => {
  it('runs from 0 with the section top at the viewport top to 1 with its bottom at the viewport bottom', () => {
    expect(sectionScrollProgress({ top: 300, height: 4000 }, 800)).toBe(0);
    expect(sectionScrollProgress({ top: 0, height: 4000 }, 800)).toBe(0);
    expect(sectionScrollProgress({ top: -1600, height: 4000 }, 800)).toBe(0.5);
    expect(sectionScrollProgress({ top: -3200, height: 4000 }, 800)).toBe(1);
    expect(sectionScrollProgress({ top: -5000, height: 4000 }, 800)).toBe(1);
  });

  it('jumps from start to end for a section no taller than the viewport', () => {
    expect(sectionScrollProgress({ top: 10, height: 600 }, 800)).toBe(0);
    expect(sectionScrollProgress({ top: -1, height: 600 }, 800)).toBe(1);
  });
});
