import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_TEXT as TEXT } from '#contract/analytics/rules.ts';
import { useMe } from '#web/api/me.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { ExampleAnalytics } from '#web/features/analytics/components/example-analytics.tsx';
import { OwnAnalytics } from '#web/features/analytics/components/own-analytics.tsx';
import { showsOwnFigures, weeksFrom } from '#web/features/analytics/logic/screen-rules.ts';
import { UpgradeDialog } from '#web/features/subscription/components/upgrade-dialog.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/**
 * /analytics: the person's figures as a referrer and a referee. While paid features are on it is
 * Premium's: a Free person sees the example, clearly labelled, and the upgrade dialog's way in.
 * With paid features off everyone sees their own.
 */
export function AnalyticsScreen() {
  useDocumentTitle(TEXT.title);
  const { data: user } = useMe();
  const [params, setParams] = useSearchParams();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const openUpgrade = () => setUpgradeOpen(true);
  const included = user ? showsOwnFigures(user) : null;

  return (
    <PageContainer>
      <PageTitle title={TEXT.title}>{TEXT.intro}</PageTitle>
      <div className="mt-8">
        {included === null ? (
          <LoadingNote>{TEXT.loading}</LoadingNote>
        ) : included ? (
          <OwnAnalytics weeks={weeksFrom(params)} onWeeksChange={(weeks) => setParams({ weeks: String(weeks) }, { replace: true })} onUpgrade={openUpgrade} />
        ) : (
          <ExampleAnalytics onUpgrade={openUpgrade} />
        )}
      </div>
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </PageContainer>
  );
}
