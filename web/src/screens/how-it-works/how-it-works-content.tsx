import { useMemo } from 'react';
import type { SampleOffer } from '#contract/apps/offer-sample.ts';
import type { AppBrief } from '#contract/apps/schema.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { catalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';
import { CallToAction } from './call-to-action.tsx';
import { EarningScenariosSection } from './earning-scenarios-section.tsx';
import { FourSteps } from './four-steps.tsx';
import { HowItWorksFaq } from './how-it-works-faq.tsx';
import { OfferSampleSection } from './offer-sample-section.tsx';
import { ReasonsToJoin } from './reasons-to-join.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';

/** The catalogue's open apps and the sample of their offers, undefined while they load. */
type Props = { apps: readonly AppBrief[] | undefined; sample: readonly SampleOffer[] | undefined; failed: boolean };

/**
 * How it works (user-side.md §2): what the app shows after a move within it, and what the server
 * renders when /how-it-works is loaded (docs/decisions/screens.md, "Public pages rendered on the server").
 */
export function HowItWorksContent({ apps, sample, failed }: Props) {
  const figures = useMemo(() => (apps ? catalogueFigures(apps) : null), [apps]);
  // Sections above the FAQ grow when the catalogue arrives: scroll to a linked section after that.
  useScrollToHash(apps !== undefined || failed);

  return (
    <PageContainer>
      <PageTitle title="How It Works">
        People who already use an app share their referral code; people about to join that app claim one, sign up with it, and both follow the match until the
        app’s bonus arrives.
      </PageTitle>
      <FourSteps />
      <EarningScenariosSection apps={apps} failed={failed} />
      <OfferSampleSection sample={sample} failed={failed} />
      <ReasonsToJoin figures={figures} />
      <CallToAction />
      <HowItWorksFaq figures={figures} />
    </PageContainer>
  );
}
