import type { ComponentType } from 'react';
import type { PublicPage } from '#contract/apps/schema.ts';
import { PublicLayout } from '#web/components/layout/layouts.tsx';

/** One kind of public page's screen (web/src/server-rendered/screens/). */
export type PublicScreen = ComponentType<{ page: PublicPage }>;

/** A public page in the visitors' layout (contract/apps/schema.ts, PublicPage), drawn by its kind's screen. */
export function PublicPageView({ page, Screen }: { page: PublicPage; Screen: PublicScreen }) {
  return (
    <PublicLayout>
      <Screen page={page} />
    </PublicLayout>
  );
}

/** A screen given a page of another kind: a bug, never a visitor's doing. */
export function wrongKind(page: PublicPage, expected: PublicPage['kind']): never {
  throw new Error(`A ${page.kind} page was given to the ${expected} screen`);
}
