import { matchRoutes, type DataRouter } from 'react-router';

/**
 * Loads the code of the screen a link leads to as soon as someone points at, focuses or touches the
 * link, so it is usually there by the click. Each screen's code is fetched once; React Router finds
 * it ready when the link is followed. Nothing is fetched on idle: running a screen's modules builds
 * its zod schemas, which cost the landing page 400 ms of blocked main thread in Lighthouse's mobile run.
 */
export function prefetchScreens(router: DataRouter): void {
  const started = new Set<string>();

  const prefetch = (href: string) => {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin || started.has(url.pathname)) return;
    started.add(url.pathname);
    for (const { route } of matchRoutes(router.routes, url.pathname) ?? []) {
      // A failure here is left to the navigation, which shows the error screen if it fails too.
      if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    }
  };

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) prefetch(link.href);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, { passive: true });
}
