import type { ReactNode } from 'react';
import { formatPence, formatPenceRange, type PenceRange } from '#contract/shared/money.ts';
import type { MemberSummary } from '#contract/members/schema.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { MemberLink, TrackSummaryLine } from '#web/components/track-summary.tsx';

type OfferCardProps = {
  name: string;
  logoUrl: string | null;
  description: string;
  /** What the person gets for signing up with the code (the referee's reward). */
  reward: PenceRange;
  qualifyingSpendPence: number | null;
  /** The sharer as members see them (their username, linked to their page) with their record; or, for a sample offer, words standing for them. */
  sharer: MemberSummary | string;
  usesLeft: number;
  /** A mark beside the name, such as "Example". */
  badge?: ReactNode;
  /** The claim button. */
  action: ReactNode;
};

/** An offer someone shares: the app, what the person gets for signing up with it, and the claim button. */
export function OfferCard({ name, logoUrl, description, reward, qualifyingSpendPence, sharer, usesLeft, badge, action }: OfferCardProps) {
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-neutral-200 p-3 sm:p-4">
      <div className="flex items-start gap-3">
        <AppLogo name={name} logoUrl={logoUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-neutral-900">
            {name} {badge}
          </h3>
          {typeof sharer === 'string' ? (
            <p className="text-sm break-words text-neutral-600">Shared by {sharer}</p>
          ) : (
            <p className="text-sm break-words text-neutral-600">
              Shared by <MemberLink username={sharer.username} /> · <TrackSummaryLine summary={sharer.track_record} />
            </p>
          )}
        </div>
      </div>
      {/* On a phone the list stays a column of compact rows: what the app is can wait for a wider screen. */}
      <p className="mt-3 line-clamp-2 text-sm text-neutral-700 max-sm:hidden">{description}</p>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:mt-3">
        <div>
          <dt className="text-neutral-600">You get</dt>
          <dd className="font-semibold text-neutral-900">{reward.maxPence > 0 ? formatPenceRange(reward) : 'No sign-up reward'}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">Uses left</dt>
          <dd className="font-semibold text-neutral-900">{usesLeft}</dd>
        </div>
        {qualifyingSpendPence ? (
          <div className="col-span-2">
            <dt className="text-neutral-600">Qualifying spend</dt>
            <dd className="font-semibold text-neutral-900">{formatPence(qualifyingSpendPence)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-1 items-end sm:mt-4">{action}</div>
    </li>
  );
}
