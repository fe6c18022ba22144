import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AppBrief } from '#contract/apps/schema.ts';
import { refereeRewardRange } from '#contract/apps/rules.ts';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { REPORT_REASON_LABEL } from '#contract/reports/rules.ts';
import { formatPenceRange } from '#contract/shared/money.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { Skeleton, SkeletonBlock } from '#web/components/ui/skeleton.tsx';
import { Button, ButtonLink, ShowMoreButton } from '#web/components/ui/button.tsx';
import { ClaimButton } from '#web/features/matches/components/claim-button.tsx';
import { useClaimWithTerms } from '#web/features/matches/components/claim-terms-dialog.tsx';
import { ConfirmReceiptAction, MarkCompleteButton } from '#web/features/matches/components/match-actions.tsx';
import { isActive, myRewardRange } from '#web/features/matches/logic/match-rewards.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/dates.ts';
import type { NextStep } from './next-steps.ts';

/** Steps shown before "Show all": the first screen keeps room for the summary. */
const FIRST_STEPS = 3;
const NOTHING = () => {};

/** What one step asks, in a sentence that says by when. */
function sentenceOf(step: NextStep): string {
  const { match } = step;
  const reward = myRewardRange(match);
  const amount = formatPenceRange(reward);
  switch (step.kind) {
    case 'answer-report':
      return `The other party reported a problem: ${REPORT_REASON_LABEL[step.report.reason].toLowerCase()}.`;
    case 'reward-overdue':
      return `Your ${amount} reward was due on ${formatDate(match.reward_due_at!)}: confirm it or report it.`;
    case 'confirm-reward':
      if (reward.maxPence === 0) return 'The sign-up is done. Confirm it so the match can close.';
      return match.reward_due_at
        ? `Your ${amount} reward is due by ${formatDate(match.reward_due_at)}. Confirm it when it arrives.`
        : `Confirm your ${amount} reward when it arrives.`;
    case 'mark-complete':
      return match.claim_expires_at
        ? `Sign up with the code, then mark it complete by ${formatDate(match.claim_expires_at)}.`
        : 'Sign up with the code, then mark it complete.';
    case 'rate':
      return rateSentence(match);
  }
}

/** "Rate alice_j for your Monzo sign-up": what rating a completed match asks, from either side. */
function rateSentence(match: NextStep['match']): string {
  const other = match.other_party?.username ?? 'the other member';
  return match.role === 'referee' ? `Rate ${other} for your ${match.app_name} sign-up.` : `Rate ${other} for their ${match.app_name} sign-up with your code.`;
}

function ActionOf({ step, onShowMatch }: { step: NextStep; onShowMatch: (matchId: string) => void }) {
  const { match } = step;
  const wide = 'min-h-11 w-full sm:w-auto';
  switch (step.kind) {
    case 'answer-report':
      return (
        <ButtonLink to={`/reports/${step.report.id}`} className={wide}>
          Reply<span className="sr-only"> to the report about {match.app_name}</span>
        </ButtonLink>
      );
    case 'reward-overdue':
    case 'confirm-reward':
      return <ConfirmReceiptAction match={match} onDone={NOTHING} className={wide} />;
    case 'mark-complete':
      return <MarkCompleteButton match={match} onDone={NOTHING} className={wide} />;
    case 'rate':
      return (
        <Button className={wide} onClick={() => onShowMatch(match.id)}>
          Rate
          <span className="sr-only">
            {' '}
            {match.other_party?.username ?? 'the other member'} for {match.app_name}
          </span>
        </Button>
      );
  }
}

/**
 * A row's parts, shared with the placeholder so the two are the same height: on a phone the words
 * sit beside the logo and the button under them; from 640 px the button moves to the right. The
 * words keep room for a name and two lines (one from 1024 px, where a sentence fits on one).
 */
const ROW = 'flex flex-wrap items-center gap-x-3 gap-y-2';
const WORDS = 'min-w-0 flex-1 basis-48 min-h-16 lg:min-h-11';
const ACTION = 'flex w-full sm:w-auto';

/** One row: the app's logo and name, what to do, and the one button that does it. */
function Row({
  appName,
  logoUrl,
  title,
  sentence,
  action,
}: {
  appName: string;
  logoUrl: string | null;
  title: ReactNode;
  sentence: string;
  action: ReactNode;
}) {
  return (
    <li className={cn(ROW, 'py-3 first:pt-0 last:pb-0')}>
      <AppLogo name={appName} logoUrl={logoUrl} size="sm" />
      <div className={WORDS}>
        <p className="font-semibold break-words text-neutral-900">{title}</p>
        <p className="text-sm text-neutral-700">{sentence}</p>
      </div>
      <div className={ACTION}>{action}</div>
    </li>
  );
}

/** The section while the matches load: its heading and one row, each the height of the real one, so nothing below moves when it arrives. */
function NextStepPlaceholder({ className }: { className: string }) {
  return (
    <Skeleton label="Loading your next step..." className={className}>
      <div className="h-7 py-1">
        <SkeletonBlock className="h-full w-36 rounded-md" />
      </div>
      <div className={cn(ROW, 'mt-3')}>
        <SkeletonBlock className="size-8 shrink-0" />
        <div className={WORDS}>
          <div className="h-6 py-1">
            <SkeletonBlock className="h-full w-2/5 max-w-48 rounded-md" />
          </div>
          <div className="h-5 py-1">
            <SkeletonBlock className="h-full w-full max-w-96 rounded-md" />
          </div>
          <div className="h-5 py-1 lg:hidden">
            <SkeletonBlock className="h-full w-3/5 max-w-60 rounded-md" />
          </div>
        </div>
        <div className={ACTION}>
          <SkeletonBlock className="h-11 w-full sm:w-40" />
        </div>
      </div>
    </Skeleton>
  );
}

/**
 * Puts focus on the section when the button pressed in it went away with its step (a sign-up marked
 * complete, a reward confirmed), rather than letting it fall to the page's start.
 */
function useFocusStaysWithin<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const inside = useRef(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      inside.current = ref.current?.contains(event.target as Node) === true;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  useEffect(() => {
    if (inside.current && (document.activeElement === null || document.activeElement === document.body)) ref.current?.focus();
  });
  return ref;
}

type NextStepsSectionProps = {
  /** What waits on the person (`nextSteps`); undefined while their matches load. */
  steps: NextStep[] | undefined;
  /** When nothing waits: the offer to claim (the server's best one, GET /api/referral-codes/available/summary), or null for none. */
  offer: AvailableReferralCode | null | undefined;
  claimingAppId: string | null;
  onClaim: (app: AppBrief) => void;
  /** Where the person adds a referral code. */
  addCodeTo: string;
  /** Opens the match's card further down (its panel, its tab) and moves there. */
  onShowMatch: (matchId: string) => void;
};

/** The top of the dashboard: what waits on the person now, most urgent first, each with its one action; else the best offer, else a code to add. */
export function NextStepsSection({ steps, offer, claimingAppId, onClaim, addCodeTo, onShowMatch }: NextStepsSectionProps) {
  const headingId = useId();
  const listId = useId();
  const ref = useFocusStaysWithin<HTMLElement>();
  const [showAll, setShowAll] = useState(false);
  const frame = 'rounded-2xl border border-brand-200 bg-surface p-4 shadow-sm outline-none sm:p-5';
  if (steps === undefined || (steps.length === 0 && offer === undefined)) {
    return <NextStepPlaceholder className={frame} />;
  }

  const shown = showAll ? steps : steps.slice(0, FIRST_STEPS);
  const rows = shown.map((step) => (
    <Row
      key={step.match.id}
      appName={step.match.app_name}
      logoUrl={step.match.app.logo_url}
      title={
        isActive(step.match) ? (
          <button
            type="button"
            className="text-left underline decoration-neutral-300 underline-offset-4 hover:decoration-current"
            onClick={() => onShowMatch(step.match.id)}
          >
            {step.match.app_name}
            <span className="sr-only"> (show the match)</span>
          </button>
        ) : (
          step.match.app_name
        )
      }
      sentence={sentenceOf(step)}
      action={<ActionOf step={step} onShowMatch={onShowMatch} />}
    />
  ));

  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={headingId} className={frame}>
      <h2 id={headingId} className="text-lg font-bold tracking-tight text-neutral-900">
        {steps.length > 1 ? 'Your next steps' : 'Your next step'}
      </h2>
      <ul id={listId} className="mt-3 divide-y divide-neutral-100">
        {rows.length > 0 ? rows : offer ? <OfferRow offer={offer} claimingAppId={claimingAppId} onClaim={onClaim} /> : <AddCodeRow to={addCodeTo} />}
      </ul>
      {steps.length > FIRST_STEPS && (
        <ShowMoreButton
          className="mt-2 min-h-11"
          expanded={showAll}
          onToggle={() => setShowAll((value) => !value)}
          listId={listId}
          more={`Show all ${steps.length} next steps`}
          fewer="Show fewer next steps"
        />
      )}
    </section>
  );
}

function OfferRow({ offer, claimingAppId, onClaim }: { offer: AvailableReferralCode; claimingAppId: string | null; onClaim: (app: AppBrief) => void }) {
  const reward = refereeRewardRange(offer.app);
  const claim = useClaimWithTerms(onClaim);
  return (
    <Row
      appName={offer.app.name}
      logoUrl={offer.app.logo_url}
      title={offer.app.name}
      sentence={`${reward.maxPence > 0 ? `Get ${formatPenceRange(reward)} for signing up` : 'Sign up'} with ${offer.owner.username}’s code. Nothing else is waiting on you.`}
      action={
        <>
          <ClaimButton
            app={offer.app}
            claimingAppId={claimingAppId}
            onClaim={() => claim.ask(offer)}
            words="Claim this offer"
            className="min-h-11 w-full sm:w-auto"
          />
          {claim.dialog}
        </>
      }
    />
  );
}

function AddCodeRow({ to }: { to: string }) {
  return (
    <li className={ROW}>
      <div className={WORDS}>
        <p className="font-semibold text-neutral-900">Nothing is waiting on you</p>
        <p className="text-sm text-neutral-700">No offers to claim now. Share a code: each sign-up with it can earn you a reward.</p>
      </div>
      <div className={ACTION}>
        <ButtonLink to={to} className="min-h-11 w-full sm:w-auto">
          Add a referral code
        </ButtonLink>
      </div>
    </li>
  );
}
