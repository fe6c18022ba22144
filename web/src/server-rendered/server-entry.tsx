/**
 * The server's renderer of public pages, built apart for Node (vite build --ssr) and loaded by the
 * server (server/modules/public-pages). The same components as the browser's, which hydrates them.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PAGE_DATA_ID, scriptSafeJson } from './page-data.ts';
import { PageHead } from './page-head.tsx';
import type { PublicPage, RenderPublicPage } from '#contract/apps/schema.ts';
import { PublicPageView, type PublicScreen } from './public-page.tsx';
import AppPage from './screens/app.tsx';
import CataloguePage from './screens/catalogue.tsx';
import GonePage from './screens/gone.tsx';
import HowItWorksPage from './screens/how-it-works.tsx';
import LandingPage from './screens/landing.tsx';

/** Each kind's screen (the browser loads each in a chunk of its own: client-entry.tsx). */
const SCREENS: Record<PublicPage['kind'], PublicScreen> = {
  landing: LandingPage,
  'how-it-works': HowItWorksPage,
  app: AppPage,
  catalogue: CataloguePage,
  ended: GonePage,
  unknown: GonePage,
};

/** A public page for the address `path` on `origin`: what goes in its head, and its body with the data to hydrate it from. */
export const renderPublicPage: RenderPublicPage = (page, origin, path) => {
  const url = `${origin}${path}`;
  const head = renderToStaticMarkup(<PageHead page={page} url={url} origin={origin} />);
  const markup = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <PublicPageView page={page} Screen={SCREENS[page.kind]} />
      </StaticRouter>
    </StrictMode>,
  );
  return { head, body: `<div id="root">${markup}</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(page)}</script>` };
};
