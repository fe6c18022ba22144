import type { PublicPage } from '#contract/apps/schema.ts';
import { CatalogueScreen } from '#web/screens/catalogue/catalogue-screen.tsx';
import { wrongKind } from '../public-page.tsx';

/** /apps and /apps/category/{category}. */
export default function CataloguePage({ page }: { page: PublicPage }) {
  if (page.kind !== 'catalogue') wrongKind(page, 'catalogue');
  return <CatalogueScreen apps={page.apps} category={page.category} />;
}
