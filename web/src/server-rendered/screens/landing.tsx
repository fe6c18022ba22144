import { useEffect } from 'react';
import type { PublicPage } from '#contract/apps/schema.ts';
import { createSessionStore } from '#web/api/session-store.ts';
import { useSignedInContext } from '#web/lib/signed-in-context.ts';
import { LandingContent } from '#web/screens/landing/landing-content.tsx';
import { wrongKind } from '../public-page.tsx';

/**
 * / as the server renders it. A signed-in person does not stay (user-side.md §2): once the page
 * knows (hydrated), they go where they were sent away from, else the dashboard, as the app's own
 * landing route sends them.
 */
export default function LandingPage({ page }: { page: PublicPage }) {
  if (page.kind !== 'landing') wrongKind(page, 'landing');
  const signedIn = useSignedInContext();
  useEffect(() => {
    if (!signedIn) return;
    const store = createSessionStore({ local: window.localStorage, perTab: window.sessionStorage });
    window.location.replace(store.takeRedirect() ?? '/dashboard');
  }, [signedIn]);
  return <LandingContent apps={page.apps} failed={false} />;
}
