import { useMemo } from 'react';
import { usePublicApps } from '#web/api/public-apps.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { catalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { CallToAction } from './call-to-action.tsx';
import { EarningScenariosSection } from './earning-scenarios-section.tsx';
import { FourSteps } from './four-steps.tsx';
import { HowItWorksFaq } from './how-it-works-faq.tsx';
import { OfferSampleSection } from './offer-sample-section.tsx';
import { ReasonsToJoin } from './reasons-to-join.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';

export function HowItWorksScreen() {
  useDocumentTitle('How It Works');
  const { data: apps, isError, isPending } = usePublicApps();
  const figures = useMemo(() => (apps ? catalogueFigures(apps) : null), [apps]);
  // Sections above the FAQ grow when the catalogue arrives: scroll to a linked section after that.
  useScrollToHash(!isPending);

  return (
    <>
      <PageContainer>
        <PageTitle title="How It Works">
          People who already use an app share their referral code; people about to join that app claim one, sign up with it, and both follow the match until the
          app’s bonus arrives.
        </PageTitle>
        <FourSteps />
        <EarningScenariosSection apps={apps} failed={isError} />
        <OfferSampleSection apps={apps} failed={isError} />
        <ReasonsToJoin figures={figures} />
        <CallToAction />
        <HowItWorksFaq figures={figures} />
      </PageContainer>
    </>
  );
}
