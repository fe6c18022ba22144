import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FullPageRouter } from './full-page-router.tsx';
import { PAGE_DATA_ID } from './page-data.ts';
import type { PublicPage } from '#contract/apps/schema.ts';
import { PublicPageView } from './public-page.tsx';
import '../index.css';

/** Hydrates the page the server rendered, from the same data it rendered it with. */
const root = document.getElementById('root');
const data = document.getElementById(PAGE_DATA_ID);
if (!root || !data?.textContent) throw new Error('This page has no server-rendered content to hydrate');
const page = JSON.parse(data.textContent) as PublicPage;

hydrateRoot(
  root,
  <StrictMode>
    <FullPageRouter>
      <PublicPageView page={page} />
    </FullPageRouter>
  </StrictMode>,
);
