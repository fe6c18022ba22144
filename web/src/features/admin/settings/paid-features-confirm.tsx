import { FREE_PLAN_MATCHES } from '#contract/subscription/rules.ts';
import type { PaidFeaturesImpact } from '#contract/admin/schema.ts';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { usePaidFeaturesImpact } from './api/system-settings.ts';

const members = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'member' : 'members'}`;

/** What flipping the switch does to members, in sentences with the counts. */
function paidFeaturesChange(enable: boolean, impact: PaidFeaturesImpact): string[] {
  if (enable) {
    return [
      `${members(impact.free_members)} on the Free plan will be limited to ${FREE_PLAN_MATCHES} matches and see upgrade prompts.`,
      impact.free_members_at_limit > 0
        ? `${members(impact.free_members_at_limit)} of them ${impact.free_members_at_limit === 1 ? 'has' : 'have'} already used ${FREE_PLAN_MATCHES} or more and will not be able to claim a code until they upgrade.`
        : `None of them has used ${FREE_PLAN_MATCHES} matches yet.`,
      `${members(impact.premium_members)} on Premium keep unlimited matches.`,
    ];
  }
  return [
    `Everyone gets unlimited matches again: ${members(impact.free_members)} on the Free plan${impact.free_members_at_limit > 0 ? `, ${impact.free_members_at_limit.toLocaleString('en-GB')} of them at the limit now,` : ''} can claim without upgrading.`,
    'Plan cards, the plan counter, upgrade prompts and the Subscription tab are hidden. Usage is still counted.',
  ];
}

function Change({ enable }: { enable: boolean }) {
  const impact = usePaidFeaturesImpact();
  if (impact.isError) return <p>Paid features will be turned {enable ? 'on' : 'off'} for every member. How many it affects could not be loaded.</p>;
  if (!impact.data) return <LoadingNote>Counting the members it affects...</LoadingNote>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {paidFeaturesChange(enable, impact.data).map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </ul>
  );
}

type PaidFeaturesConfirmProps = { enable: boolean | null; onConfirm: (enable: boolean) => void; onCancel: () => void };

/** Asks before the paid-features switch changes what every member sees, saying how many it affects. */
export function PaidFeaturesConfirm({ enable, onConfirm, onCancel }: PaidFeaturesConfirmProps) {
  return (
    <Dialog open={enable !== null} onClose={onCancel} title={enable ? 'Turn paid features on?' : 'Turn paid features off?'}>
      {enable !== null && (
        <div className="flex flex-col gap-5 text-neutral-800">
          <Change enable={enable} />
          <DialogActions
            onCancel={onCancel}
            label={enable ? 'Turn on for everyone' : 'Turn off for everyone'}
            busyLabel="Saving..."
            busy={false}
            onConfirm={() => onConfirm(enable)}
          />
        </div>
      )}
    </Dialog>
  );
}
