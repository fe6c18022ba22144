import { describe, expect, it } from 'vitest';
import { tooltipPosition } from './tooltip-position.ts';

const viewport = { width: 360, height: 640 };
const tooltip = { width: 200, height: 40 };

describe('where a tooltip goes', () => {
  it('sits centred above its trigger when there is room', () => {
    expect(tooltipPosition({ top: 300, left: 150, width: 60, height: 20 }, tooltip, viewport)).toEqual({ top: 252, left: 80 });
  });

  it('keeps 16 px from the left and right edges', () => {
    expect(tooltipPosition({ top: 300, left: 0, width: 20, height: 20 }, tooltip, viewport).left).toBe(16);
    expect(tooltipPosition({ top: 300, left: 340, width: 20, height: 20 }, tooltip, viewport).left).toBe(144);
  });

  it('goes below when there is no room above', () => {
    expect(tooltipPosition({ top: 20, left: 150, width: 60, height: 20 }, tooltip, viewport).top).toBe(48);
  });

  it('stays 16 px inside the bottom edge when there is room neither above nor below', () => {
    const tall = { width: 200, height: 600 };
    expect(tooltipPosition({ top: 20, left: 150, width: 60, height: 20 }, tall, viewport).top).toBe(16);
  });
});
