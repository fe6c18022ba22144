import { useCallback, useRef } from 'react';

/**
 * After an action replaces the button that was pressed (Mark as Sign Up Complete becomes Undo...),
 * focus would fall back to the page's start; this puts it on the element instead, if it is still there.
 */
export function useFocusFallback<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const restore = useCallback(() => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if ((active === null || active === document.body) && ref.current?.isConnected) ref.current.focus();
    });
  }, []);
  return { ref, restore };
}
