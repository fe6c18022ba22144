import type { PublicPage } from '#contract/apps/schema.ts';
import { OfferEndedScreen, UnknownAppScreen } from '#web/screens/app-page/offer-ended-screen.tsx';
import { wrongKind } from '../public-page.tsx';

/** /apps/{slug} of an offer that ended (410), or of no app, and /apps/category/{category} of no category (404). */
export default function GonePage({ page }: { page: PublicPage }) {
  if (page.kind === 'ended') return <OfferEndedScreen app={page.app} />;
  if (page.kind === 'unknown') return <UnknownAppScreen what={page.what} />;
  return wrongKind(page, 'ended');
}
