import { useEffect, useId, useRef, useState } from 'react';
import type { UserApp } from '#contract/apps/schema.ts';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { referrerRewardRange } from '#contract/apps/rules.ts';
import { formatReward } from '#contract/shared/money.ts';
import { AppHeading } from '#web/components/app-logo.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { LineIcon } from '#web/components/ui/line-icon.tsx';
import { cn } from '#web/lib/cn.ts';
import { copyReferralLink } from '#web/features/referral-codes/components/copy-link.ts';
import { LinkForm } from '#web/features/referral-codes/components/link-form.tsx';
import { ReferralLinkRow } from '#web/features/referral-codes/components/referral-link-row.tsx';

export type LinkFormKind = 'add' | 'edit';

type UserAppCardProps = {
  userApp: UserApp;
  code: ReferralCode | undefined;
  editing: boolean;
  /** The inline link form open on this card, if any (one on the whole screen at a time). */
  form: LinkFormKind | null;
  onOpenForm: (kind: LinkFormKind) => void;
  onCloseForm: () => void;
  onRemove: () => void;
  removing: boolean;
  onDeleteCode: (code: ReferralCode) => void;
};

export function addLinkButtonId(appId: string): string {
  return `add-link-${appId}`;
}

function rewardText(userApp: UserApp): string {
  const { minPence, maxPence } = referrerRewardRange(userApp.app);
  return formatReward({ amountPence: null, minPence, maxPence }) ?? '£0';
}

/**
 * One of the person's apps: what it pays per referral, and their link for it (or a way to add one).
 * On a phone it is one row, the app, its code and uses, and Copy (or + Add Link), with the rest behind
 * Details; editing, a form, or a code that needs attention (paused, used up, wrong app) shows everything.
 */
export function UserAppCard({ userApp, code, editing, form, onOpenForm, onCloseForm, onRemove, removing, onDeleteCode }: UserAppCardProps) {
  const { app } = userApp;
  const titleId = useId();
  const detailsId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const [expanded, setExpanded] = useState(false);
  const needsAttention = code !== undefined && (code.status === 'PAUSED' || code.status === 'USED' || !code.link_fits_app);
  const folded = !expanded && !editing && form === null && !needsAttention;

  // After Save or Cancel, focus goes back to the button that opened the form (or Copy, once a link exists).
  useEffect(() => {
    if (form !== null || !returnFocus.current) return;
    returnFocus.current = false;
    (addRef.current ?? editRef.current ?? copyRef.current)?.focus();
  }, [form, code]);

  function closeForm() {
    returnFocus.current = true;
    onCloseForm();
  }

  return (
    <li aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-2xl border border-neutral-200 bg-surface p-3 sm:gap-4 sm:p-5 sm:shadow-sm">
      <div className="flex items-center gap-2 sm:items-start sm:gap-3">
        <AppHeading name={app.name} logoUrl={app.logo_url} titleId={titleId} level="h3">
          <p className="text-sm font-medium text-success-800">
            {rewardText(userApp)} per referral
            {code && (
              <span className="block text-neutral-700 sm:hidden">
                {code.current_uses}/{code.max_uses} uses
              </span>
            )}
          </p>
        </AppHeading>
        {folded && (
          <div className="flex shrink-0 items-center gap-1 sm:hidden">
            {code ? (
              <button type="button" className={buttonClasses('secondary', 'md', 'px-3')} onClick={() => void copyReferralLink(app.name, code.referral_link)}>
                Copy<span className="sr-only"> {app.name} referral link</span>
              </button>
            ) : (
              <button
                type="button"
                className={buttonClasses('secondary', 'md', 'px-3')}
                // Open afterwards too, so focus can come back to the details' + Add Link or Copy when the form closes.
                onClick={() => {
                  setExpanded(true);
                  onOpenForm('add');
                }}
              >
                + Add Link<span className="sr-only"> for {app.name}</span>
              </button>
            )}
          </div>
        )}
        {!editing && form === null && !needsAttention && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded(!expanded)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 sm:hidden"
          >
            <LineIcon className={cn('size-5 motion-safe:transition-transform', expanded && 'rotate-180')}>m6 9 6 6 6-6</LineIcon>
            <span className="sr-only">Details for {app.name}</span>
          </button>
        )}
        {editing && (
          <button type="button" onClick={onRemove} disabled={removing} className={buttonClasses('dangerGhost')}>
            {removing ? 'Removing...' : 'Remove'}
            <span className="sr-only"> {app.name}</span>
          </button>
        )}
      </div>
      <div id={detailsId} className={cn('flex flex-col gap-4', folded && 'max-sm:hidden')}>
        <p className="text-sm text-neutral-600">{app.description}</p>

        <div className="border-t border-neutral-200 pt-4">
          {form !== null ? (
            <LinkForm
              appId={app.id}
              appName={app.name}
              linkDomains={app.referral_link_domains}
              linkFormat={app.referral_link_format}
              initialLink={form === 'edit' ? code?.referral_link : ''}
              codeId={form === 'edit' ? code?.id : undefined}
              onDone={closeForm}
            />
          ) : code ? (
            <ReferralLinkRow
              code={code}
              editing={editing}
              onEdit={() => onOpenForm('edit')}
              onDelete={() => onDeleteCode(code)}
              copyRef={copyRef}
              editRef={editRef}
            />
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-neutral-600">No referral link added yet. Once you add a referral link, we&apos;ll try to find a referee for you.</p>
              <button ref={addRef} id={addLinkButtonId(app.id)} type="button" className={buttonClasses('secondary')} onClick={() => onOpenForm('add')}>
                + Add Link<span className="sr-only"> for {app.name}</span>
              </button>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
