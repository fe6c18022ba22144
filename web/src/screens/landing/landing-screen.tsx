import { useMemo } from 'react';
import { usePublicApps } from '#web/api/public-apps.ts';
import { PublicLayout } from '#web/components/layout/layouts.tsx';
import { catalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { demoApps } from './demo-apps.ts';
import { Hero } from './hero.tsx';
import { LandingFaq } from './landing-faq.tsx';
import { LiveFigures } from './live-figures.tsx';
import { ScrollDemo } from './scroll-demo.tsx';
import { SignInToSee } from './sign-in-to-see.tsx';

export function LandingScreen() {
  useDocumentTitle(null);
  const { data: apps, isError } = usePublicApps();
  const figures = useMemo(() => (apps ? catalogueFigures(apps) : null), [apps]);
  const illustrated = useMemo(() => demoApps(apps ?? []), [apps]);

  return (
    <PublicLayout>
      <SignInToSee />
      <Hero />
      <LiveFigures figures={figures} failed={isError} />
      <ScrollDemo apps={illustrated} />
      <LandingFaq figures={figures} />
    </PublicLayout>
  );
}
