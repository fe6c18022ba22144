import { Suspense, lazy } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../components/ui/button.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { loadSiteScreen } from './site-screen.tsx';

// Its own chunk, as for the `*` route: it carries the signed-in layout.
const NotFoundScreen = lazy(async () => ({
  default: await loadSiteScreen(async () => (await import('../screens/not-found/not-found-screen.tsx')).NotFoundScreen),
}));

/** What a screen shows when it failed to render: a 404 from the router, or an honest apology. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFoundScreen />
      </Suspense>
    );
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Something went wrong</h1>
      <p className="mt-3 text-lg text-neutral-700">This screen could not be shown. Reloading the page usually helps; if it does not, please try again later.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-on-fill hover:bg-brand-700"
        >
          Reload the page
        </button>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </main>
  );
}
