import { useMemo } from 'react';
import type { AppBrief } from '#contract/apps/schema.ts';
import { catalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';
import { demoApps } from './demo-apps.ts';
import { Hero } from './hero.tsx';
import { LandingFaq } from './landing-faq.tsx';
import { LiveFigures } from './live-figures.tsx';
import { ScrollDemo } from './scroll-demo.tsx';
import { SignInToSee } from './sign-in-to-see.tsx';

/**
 * The landing page's sections, from the catalogue's open apps (undefined while they load): what the
 * app shows at / after a move within it, and what the server renders when / is loaded
 * (docs/decisions/screens.md, "Public pages rendered on the server").
 */
export function LandingContent({ apps, failed }: { apps: readonly AppBrief[] | undefined; failed: boolean }) {
  const figures = useMemo(() => (apps ? catalogueFigures(apps) : null), [apps]);
  const illustrated = useMemo(() => demoApps(apps ?? []), [apps]);
  return (
    <>
      <SignInToSee />
      <Hero />
      <LiveFigures figures={figures} failed={failed} />
      <ScrollDemo apps={illustrated} />
      <LandingFaq figures={figures} />
    </>
  );
}
