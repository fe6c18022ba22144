import { useEffect, useId, useRef } from 'react';
import type { UserApp } from '#contract/apps/schema.ts';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { referrerRewardRange } from '#contract/apps/rules.ts';
import { formatReward } from '#contract/shared/money.ts';
import { AppHeading } from '#web/components/app-logo.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
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

/** One of the person's apps: what it pays per referral, and their link for it (or a way to add one). */
export function UserAppCard({ userApp, code, editing, form, onOpenForm, onCloseForm, onRemove, removing, onDeleteCode }: UserAppCardProps) {
  const { app } = userApp;
  const titleId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

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
    <li aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4 rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <AppHeading name={app.name} logoUrl={app.logo_url} titleId={titleId} level="h3">
          <p className="text-sm font-medium text-success-800">{rewardText(userApp)} per referral</p>
        </AppHeading>
        {editing && (
          <button type="button" onClick={onRemove} disabled={removing} className={buttonClasses('dangerGhost')}>
            {removing ? 'Removing...' : 'Remove'}
            <span className="sr-only"> {app.name}</span>
          </button>
        )}
      </div>
      <p className="text-sm text-neutral-600">{app.description}</p>

      <div className="border-t border-neutral-200 pt-4">
        {form !== null ? (
          <LinkForm
            appId={app.id}
            appName={app.name}
            linkDomains={app.referral_link_domains}
            initialLink={form === 'edit' ? code?.referral_link : ''}
            codeId={form === 'edit' ? code?.id : undefined}
            onDone={closeForm}
          />
        ) : code ? (
          <ReferralLinkRow code={code} editing={editing} onEdit={() => onOpenForm('edit')} onDelete={() => onDeleteCode(code)} copyRef={copyRef} editRef={editRef} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-neutral-600">No referral link added yet. Once you add a referral link, we&apos;ll try to find a referee for you.</p>
            <button ref={addRef} id={addLinkButtonId(app.id)} type="button" className={buttonClasses('secondary')} onClick={() => onOpenForm('add')}>
              + Add Link<span className="sr-only"> for {app.name}</span>
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
