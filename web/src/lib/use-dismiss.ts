import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * Closes an open popover when the person presses Escape (focus goes back to its button) or
 * points anywhere outside it.
 */
function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, container, trigger]);
}

/**
 * A button that opens a panel beside it: the panel's id, the refs to put on the wrapper and the
 * button, and what the button's ARIA says; Escape and a press outside close it (useDismiss).
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrapper, button);
  const buttonProps = { ref: button, type: 'button' as const, 'aria-expanded': open, 'aria-controls': open ? panelId : undefined };
  return { open, setOpen, close, panelId, wrapper, button, buttonProps };
}
