import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PublicPage } from '#contract/apps/schema.ts';
import { STORAGE_KEYS } from '#web/api/session-store.ts';
import { FullPageRouter } from './full-page-router.tsx';
import { PAGE_DATA_ID } from './page-data.ts';
import { PublicPageView, type PublicScreen } from './public-page.tsx';
import '../index.css';

/** Each kind's screen in a chunk of its own: a page loads only its own before it hydrates. */
const SCREENS: Record<PublicPage['kind'], () => Promise<{ default: PublicScreen }>> = {
  landing: () => import('./screens/landing.tsx'),
  'how-it-works': () => import('./screens/how-it-works.tsx'),
  app: () => import('./screens/app.tsx'),
  catalogue: () => import('./screens/catalogue.tsx'),
  ended: () => import('./screens/gone.tsx'),
  unknown: () => import('./screens/gone.tsx'),
};

/** Hydrates the page the server rendered, from the same data it rendered it with. */
const root = document.getElementById('root');
const data = document.getElementById(PAGE_DATA_ID);
if (!root || !data?.textContent) throw new Error('This page has no server-rendered content to hydrate');
const page = JSON.parse(data.textContent) as PublicPage;

/**
 * How it works is open to both (user-side.md §2): a signed-in person reads it inside the app, with
 * their header and notifications, so for them the app starts here and draws it in place of the
 * visitors' version the server sent. Every other public page is the visitors' for everyone.
 */
if (page.kind === 'how-it-works' && window.localStorage.getItem(STORAGE_KEYS.userToken) !== null) {
  await import('../main.tsx');
} else {
  const { default: Screen } = await SCREENS[page.kind]();
  hydrateRoot(
    root,
    <StrictMode>
      <FullPageRouter>
        <PublicPageView page={page} Screen={Screen} />
      </FullPageRouter>
    </StrictMode>,
  );
}
