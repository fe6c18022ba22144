import type { PublicPage } from '#contract/apps/schema.ts';
import { AppPageScreen } from '#web/screens/app-page/app-page-screen.tsx';
import { wrongKind } from '../public-page.tsx';

/** /apps/{slug} of an open app. */
export default function AppPage({ page }: { page: PublicPage }) {
  if (page.kind !== 'app') wrongKind(page, 'app');
  return <AppPageScreen page={page.page} />;
}
