import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now; follows it as it changes (a setting, a resize, a rotation).
 * On the server, and while a server-rendered page hydrates, it does not: the page is drawn
 * phone-first there, and the browser redraws what differs once it knows.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
