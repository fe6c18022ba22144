import { wrongAppLinkMessage } from '#contract/apps/rules.ts';
import { useState, type Ref } from 'react';
import { codeStandingText } from '#contract/referral-codes/rules.ts';
import { monthlyCapPausedText } from '#contract/referral-codes/monthly-cap.ts';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { copyReferralLink } from './copy-link.ts';
import { UsesForm } from './uses-form.tsx';

type ReferralLinkRowProps = {
  code: ReferralCode;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  copyRef?: Ref<HTMLButtonElement>;
  editRef?: Ref<HTMLButtonElement>;
};

export const USED_UP_CODE_TEXT = 'Every use of this code has been taken, so it is out of the rotation. Give it more uses to keep sharing it.';

export const PAUSED_CODE_TEXT =
  "People reported that this code didn't work, so it is out of the marketplace. Replace the link to offer it again, or the team will restore it if the reports were wrong.";

/**
 * A shared link: its code, the link, how many of its uses are taken, Copy, and in edit mode Edit,
 * Change Uses and Delete Code. A paused code says why, and offers Edit at once, as the way to offer
 * it again; a used-up code offers more uses at once. A code whose owner has had as many referrals
 * this month as the app allows says until when it is out of the rotation.
 */
export function ReferralLinkRow({ code, editing, onEdit, onDelete, copyRef, editRef }: ReferralLinkRowProps) {
  const appName = code.app_name;
  const paused = code.status === 'PAUSED';
  const usedUp = code.status === 'USED';
  const monthlyCap = code.app.referrer_monthly_cap;
  const [changingUses, setChangingUses] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">Your code</p>
          <p className="font-mono text-base font-semibold break-all text-neutral-900">{code.code}</p>
        </div>
        <div className="flex items-center gap-2">
          {paused && <span className="rounded-full bg-warning-100 px-2.5 py-0.5 text-xs font-semibold text-warning-900">Paused</span>}
          <p className="text-sm font-medium whitespace-nowrap text-neutral-700">
            {code.current_uses}/{code.max_uses} uses
          </p>
        </div>
      </div>
      <p className="text-sm text-neutral-700">{codeStandingText(code, appName)}</p>
      {code.capped_until !== null && monthlyCap !== null && (
        <p role="note" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          {monthlyCapPausedText(code.capped_until, appName, monthlyCap)}
        </p>
      )}
      {/* Written out in full, wrapping anywhere: a phone has no hover to read a cut-off link. */}
      <p className="text-sm break-all text-neutral-600">{code.referral_link}</p>
      {paused && (
        <p role="note" className="rounded-lg border border-warning-300 bg-warning-50 px-3 py-2 text-sm text-warning-950">
          {PAUSED_CODE_TEXT}
        </p>
      )}
      {usedUp && !changingUses && (
        <div role="note" className="flex flex-col items-start gap-2 rounded-lg border border-warning-300 bg-warning-50 px-3 py-2 text-sm text-warning-950">
          <p>{USED_UP_CODE_TEXT}</p>
          <button type="button" onClick={() => setChangingUses(true)} className={buttonClasses('primary')}>
            Give It More Uses<span className="sr-only"> ({appName})</span>
          </button>
        </div>
      )}
      {changingUses && <UsesForm code={code} onDone={() => setChangingUses(false)} />}
      {!code.link_fits_app && (
        <div role="note" className="flex flex-col items-start gap-2 rounded-lg border border-warning-300 bg-warning-50 px-3 py-2 text-sm text-warning-950">
          <p>
            {wrongAppLinkMessage(appName)}, so people signing up may not get their bonus. Replace it: delete this code, then add your {appName} link.
          </p>
          {!editing && (
            <button type="button" onClick={onDelete} className={buttonClasses('dangerGhost')}>
              Delete Code<span className="sr-only"> for {appName}</span>
            </button>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button ref={copyRef} type="button" className={buttonClasses('secondary')} onClick={() => void copyReferralLink(appName, code.referral_link)}>
          Copy<span className="sr-only"> {appName} referral link</span>
        </button>
        {(editing || paused) && (
          <button ref={editRef} type="button" className={buttonClasses(paused ? 'primary' : 'secondary')} onClick={onEdit}>
            Edit<span className="sr-only"> {appName} referral link</span>
          </button>
        )}
        {editing && !changingUses && (
          <button type="button" className={buttonClasses('secondary')} onClick={() => setChangingUses(true)}>
            Change Uses<span className="sr-only"> for {appName}</span>
          </button>
        )}
        {editing && (
          <button type="button" onClick={onDelete} className={buttonClasses('dangerGhost')}>
            Delete Code<span className="sr-only"> for {appName}</span>
          </button>
        )}
      </div>
    </div>
  );
}
