import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { RecentAppRows } from '#web/components/section/app-rows.tsx';

/** ASSIGNED and USED get colours (user-side.md §3), PAUSED amber as a warning, the other statuses grey; each pair at 4.5:1 or better. */
const STATUS_STYLE: Partial<Record<ReferralCode['status'], string>> = {
  ASSIGNED: 'bg-info-100 text-info-800',
  USED: 'bg-success-100 text-success-800',
  PAUSED: 'bg-warning-100 text-warning-900',
};
const STATUS_WORDS: Record<ReferralCode['status'], string> = {
  UNUSED: 'Unused',
  ASSIGNED: 'In use',
  USED: 'All uses taken',
  WITHDRAWN: 'Withdrawn',
  PAUSED: 'Paused',
};

type RecentCodesProps = { codes: ReferralCode[] | undefined; state: 'pending' | 'error' | 'ready' };

/** The person's five most recently shared codes, with the way to all of them. */
export function RecentCodes({ codes, state }: RecentCodesProps) {
  return (
    <SectionCard
      title="Your Referral Codes"
      action={
        <ButtonLink to="/my-apps" variant="secondary">
          Manage Codes
        </ButtonLink>
      }
    >
      <RecentAppRows
        items={codes}
        state={state}
        what="referral codes"
        empty="You are not sharing any referral codes yet. Add one in My Referral Codes to start earning."
        label="Your most recent referral codes"
        dateOf={(code) => code.created_at}
        describe={(code) => ({
          detail: (
            <span className="block truncate font-mono text-sm text-neutral-700" title={code.code}>
              {code.code}
            </span>
          ),
          end: (
            <span className="shrink-0 text-right text-sm">
              <span className={cn('block rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[code.status] ?? 'bg-neutral-100 text-neutral-700')}>
                {STATUS_WORDS[code.status]}
              </span>
              <span className="mt-1 block text-neutral-600">
                {code.current_uses}/{code.max_uses} uses
              </span>
            </span>
          ),
        })}
      />
    </SectionCard>
  );
}
