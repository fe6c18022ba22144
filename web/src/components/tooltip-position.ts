/** Where a tooltip goes: above its trigger (below when there is no room), never nearer than 16 px to a viewport edge. */

const VIEWPORT_MARGIN_PX = 16;
const TRIGGER_GAP_PX = 8;

export type Box = { top: number; left: number; width: number; height: number };
export type Viewport = { width: number; height: number };

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

export function tooltipPosition(trigger: Box, tooltip: Pick<Box, 'width' | 'height'>, viewport: Viewport): { top: number; left: number } {
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const left = clamp(centred, VIEWPORT_MARGIN_PX, viewport.width - VIEWPORT_MARGIN_PX - tooltip.width);

  const above = trigger.top - TRIGGER_GAP_PX - tooltip.height;
  const below = trigger.top + trigger.height + TRIGGER_GAP_PX;
  const fitsAbove = above >= VIEWPORT_MARGIN_PX;
  const fitsBelow = below + tooltip.height <= viewport.height - VIEWPORT_MARGIN_PX;
  const preferred = fitsAbove || !fitsBelow ? above : below;
  const top = clamp(preferred, VIEWPORT_MARGIN_PX, viewport.height - VIEWPORT_MARGIN_PX - tooltip.height);
  return { top, left };
}
