import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { tooltipPosition } from './tooltip-position.ts';

/** Long enough to move the pointer from the trigger onto the tooltip (WCAG 1.4.13 hoverable). */
const HIDE_DELAY_MS = 150;

type TooltipProps = {
  /** What the tooltip says; it also becomes the trigger's accessible description. */
  content: ReactNode;
  /** One element that takes keyboard focus (a button or a link), so keyboard users reach the tooltip too. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
};

/**
 * A note shown while its trigger is hovered or focused, kept 16 px inside the viewport
 * (user-side.md §2 Shared pieces). Escape hides it; the pointer may rest on it; the trigger is
 * described by it (aria-describedby), so screen readers read it without showing it.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);

  const show = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  }, []);
  const hideSoon = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      setOpen(false);
      setPosition(null);
    }, HIDE_DELAY_MS);
  }, []);
  const hideNow = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    setOpen(false);
    setPosition(null);
  }, []);

  const place = useCallback(() => {
    const trigger = wrapperRef.current?.getBoundingClientRect();
    const tip = tooltipRef.current?.getBoundingClientRect();
    if (!trigger || !tip) return;
    setPosition(tooltipPosition(trigger, tip, { width: document.documentElement.clientWidth, height: window.innerHeight }));
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hideNow();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, place, hideNow]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <span ref={wrapperRef} className="relative inline-flex" onMouseEnter={show} onMouseLeave={hideSoon} onFocus={show} onBlur={hideNow}>
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        ref={tooltipRef}
        id={id}
        role="tooltip"
        hidden={!open}
        style={{ top: position?.top ?? 0, left: position?.left ?? 0, visibility: position ? 'visible' : 'hidden' }}
        className="fixed z-50 w-max max-w-[min(20rem,calc(100vw-32px))] rounded-lg bg-neutral-900 px-3 py-2 text-left text-sm font-normal whitespace-normal text-on-fill shadow-lg"
      >
        {content}
      </span>
    </span>
  );
}
