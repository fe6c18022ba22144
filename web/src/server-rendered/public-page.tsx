import type { PublicPage } from '#contract/apps/schema.ts';
import { PublicLayout } from '#web/components/layout/layouts.tsx';
import { AppPageScreen } from '#web/screens/app-page/app-page-screen.tsx';
import { OfferEndedScreen, UnknownAppScreen } from '#web/screens/app-page/offer-ended-screen.tsx';
import { CatalogueScreen } from '#web/screens/catalogue/catalogue-screen.tsx';

/** A public page in the visitors' layout (contract/apps/schema.ts, PublicPage). */
export function PublicPageView({ page }: { page: PublicPage }) {
  return (
    <PublicLayout>
      {page.kind === 'app' && <AppPageScreen page={page.page} />}
      {page.kind === 'catalogue' && <CatalogueScreen apps={page.apps} category={page.category} />}
      {page.kind === 'ended' && <OfferEndedScreen app={page.app} />}
      {page.kind === 'unknown' && <UnknownAppScreen />}
    </PublicLayout>
  );
}
