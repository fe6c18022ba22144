import { useId, useState } from 'react';
import type { AppSummary, UserApp } from '#contract/apps/schema.ts';
import { referrerRewardRange } from '#contract/apps/rules.ts';
import type { Opportunities } from '#contract/matches/schema.ts';
import { useOpportunities } from '../api/opportunities.ts';
import { useCreateUserApp } from '../api/create-user-app.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { Button, ButtonLink, ShowMoreButton } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { ALL_OPPORTUNITIES, FIRST_OPPORTUNITIES } from '#web/components/section/list-sizes.ts';
import { formatPenceRange } from '#contract/shared/money.ts';
import { ScrollArea } from '#web/components/section/scroll-area.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';

type OpportunitiesSectionProps = {
  first: Opportunities | undefined;
  state: 'pending' | 'error' | 'ready';
  userApps: UserApp[] | undefined;
};

/** Apps people are waiting for a code for, which the person could share one for (user-side.md §2). */
export function OpportunitiesSection({ first, state, userApps }: OpportunitiesSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const all = useOpportunities(ALL_OPPORTUNITIES, { enabled: showAll });
  const listId = useId();
  const shown = showAll && all.data ? all.data : first;

  return (
    <SectionCard
      title="Opportunities Requiring Referral Codes"
      description="People are waiting for a code for these apps. Share yours and they are matched to you."
    >
      {state !== 'ready' || !shown ? (
        <SectionState state={state === 'ready' ? 'pending' : state} what="opportunities" />
      ) : shown.items.length === 0 ? (
        <SectionState state="empty" what="opportunities" icon="people" empty="Nobody is waiting for a code right now." />
      ) : (
        <>
          <div id={listId}>
            <ScrollArea label="Apps people are waiting for">
              <ul className="divide-y divide-neutral-100">
                {shown.items.map((item) => (
                  <OpportunityRow key={item.app.id} app={item.app} waitingCount={item.waiting_count} userApps={userApps} />
                ))}
              </ul>
            </ScrollArea>
          </div>
          {shown.total > FIRST_OPPORTUNITIES && (
            <ShowMoreButton
              className="mt-3"
              expanded={showAll}
              onToggle={() => setShowAll((value) => !value)}
              listId={listId}
              more={`View all ${shown.total} opportunities`}
              fewer="Show fewer"
            />
          )}
        </>
      )}
    </SectionCard>
  );
}

function OpportunityRow({ app, waitingCount, userApps }: { app: AppSummary; waitingCount: number; userApps: UserApp[] | undefined }) {
  const addApp = useCreateUserApp();
  const hasApp = userApps?.some((userApp) => userApp.app_id === app.id) ?? false;

  function add() {
    addApp.mutate(
      { app_id: app.id, owns: false },
      { onSuccess: () => notify.success(`${app.name} added to your apps! Now add your referral code to start earning.`) },
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3 pr-2">
      <AppLogo name={app.name} logoUrl={app.logo_url} size="sm" />
      <span className="min-w-36 flex-1">
        <span className="block font-semibold break-words text-neutral-900">{app.name}</span>
        <span className="block text-sm text-neutral-600">
          {waitingCount} {waitingCount === 1 ? 'person' : 'people'} waiting · earn {formatPenceRange(referrerRewardRange(app))} each
        </span>
      </span>
      {hasApp ? (
        <ButtonLink to="/my-apps" variant="secondary">
          Add Your Code<span className="sr-only"> for {app.name}</span>
        </ButtonLink>
      ) : (
        <Button variant="secondary" disabled={addApp.isPending} onClick={add}>
          {addApp.isPending ? 'Adding...' : 'Add to My Apps'}
          <span className="sr-only"> – {app.name}</span>
        </Button>
      )}
    </li>
  );
}
