import type { AppSummary, UserApp } from '#contract/apps/schema.ts';
import { formatEstimate, formatPenceRange } from '#contract/shared/money.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { earningPotential, REFERRALS_PER_NEW_PLATFORM } from '../logic/earning-potential.ts';
import { ScrollArea } from '#web/components/section/scroll-area.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';

type EarningPotentialSectionProps = {
  catalogue: AppSummary[] | undefined;
  userApps: UserApp[] | undefined;
  state: 'pending' | 'error' | 'ready';
};

/** What the person could earn by sharing codes for the apps they do not have yet (about 5 referrals each). */
export function EarningPotentialSection({ catalogue, userApps, state }: EarningPotentialSectionProps) {
  return (
    <SectionCard
      title="Earning Potential Breakdown"
      description={`An estimate of what you could earn if ${REFERRALS_PER_NEW_PLATFORM} people sign up with your code on each new platform you add. Apps set their own rewards, so it is not guaranteed.`}
    >
      {state !== 'ready' || !catalogue || !userApps ? (
        <SectionState state={state === 'ready' ? 'pending' : state} what="earning potential" />
      ) : (
        <Breakdown catalogue={catalogue} userApps={userApps} />
      )}
    </SectionCard>
  );
}

function Breakdown({ catalogue, userApps }: { catalogue: AppSummary[]; userApps: UserApp[] }) {
  const { platforms, total } = earningPotential(catalogue, new Set(userApps.map((userApp) => userApp.app_id)));
  if (platforms.length === 0) return <SectionState state="empty" what="earning potential" icon="done" empty="You already have every platform we list." />;

  return (
    <>
      <p className="text-neutral-700">
        <span className="block text-3xl font-bold tracking-tight text-neutral-900">{formatEstimate(total)}</span>
        if {REFERRALS_PER_NEW_PLATFORM} people sign up with your code on each of {platforms.length} new {platforms.length === 1 ? 'platform' : 'platforms'}
      </p>
      <div className="mt-4">
        <ScrollArea label="Earning potential by platform">
          <ul className="divide-y divide-neutral-100">
            {platforms.map(({ app, perReferral, potential }) => (
              <li key={app.id} className="flex items-center gap-3 py-2.5 pr-2">
                <AppLogo name={app.name} logoUrl={app.logo_url} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-neutral-900">{app.name}</span>
                  <span className="block text-sm text-neutral-600">
                    {formatPenceRange(perReferral)} per referral × {REFERRALS_PER_NEW_PLATFORM}
                  </span>
                </span>
                <span className="shrink-0 text-right font-semibold text-neutral-900">{formatEstimate(potential)}</span>
              </li>
            ))}
          </ul>
        </ScrollArea>
      </div>
    </>
  );
}
