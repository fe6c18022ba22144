import { useEffect, useRef } from 'react';

/**
 * When `key` changes (a new step or platform), moves focus to the heading inside the returned
 * element, so keyboard and screen-reader users start at the top of what replaced the old content.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const previous = useRef(key);

  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const heading = ref.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [key]);

  return ref;
}
