import { useMemo } from 'react';
import { sampleOffers } from '#contract/apps/offer-sample.ts';
import { usePublicApps } from '#web/api/public-apps.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { HowItWorksContent } from './how-it-works-content.tsx';

/** How it works after a move within the app, from the catalogue it loads. */
export function HowItWorksScreen() {
  useDocumentTitle('How It Works');
  const { data: apps, isError } = usePublicApps();
  const sample = useMemo(() => (apps ? sampleOffers(apps) : undefined), [apps]);
  return <HowItWorksContent apps={apps} sample={sample} failed={isError} />;
}
