import { usePublicApps } from '#web/api/public-apps.ts';
import { PublicLayout } from '#web/components/layout/layouts.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LandingContent } from './landing-content.tsx';

/** / after a move within the app (signing out): the catalogue asked for by the app's session. */
export function LandingScreen() {
  useDocumentTitle(null);
  const { data: apps, isError } = usePublicApps();
  return (
    <PublicLayout>
      <LandingContent apps={apps} failed={isError} />
    </PublicLayout>
  );
}
