import { useCallback, useState } from 'react';

/** The width of the element the returned ref is put on, followed as it changes (0 until measured). */
export function useWidth<Element extends HTMLElement>(): [(element: Element | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: Element | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
