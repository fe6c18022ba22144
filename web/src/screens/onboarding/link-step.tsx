import { useId, useRef, useState, type FormEvent } from 'react';
import type { App } from '#contract/apps/schema.ts';
import { checkReferralLink, extractReferralCode, linkNeedsTypedCode } from '#contract/referral-codes/rules.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { ReferralLinkField } from '#web/features/referral-codes/components/referral-link-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { referrerRewardText } from '#web/features/apps/logic/referrer-rewards.ts';
import { PlatformProgress } from './platform-progress.tsx';
import type { OnboardingAction, OnboardingState } from './onboarding-state.ts';

const LINK_REQUIRED_MESSAGE = 'Please enter your referral link';
const FIX_FIRST_MESSAGE = 'Please fix the validation error before continuing';

type LinkStepProps = {
  app: App;
  /** 1-based position of this platform among the chosen ones. */
  position: number;
  total: number;
  draft: string;
  onDraft: (text: string) => void;
  /** The code typed beside a link whose code could not be read with confidence. */
  typedCode: string;
  onTypedCode: (text: string) => void;
  onBack: () => void;
  onContinue: () => void;
  /** Shown once at least one platform is done. */
  onSkipRemaining: (() => void) | null;
  /** Saving (add mode): the buttons wait and the one pressed says "Saving...". */
  saving: 'continue' | 'skip' | null;
};

/** The props that come from where the flow stands, whichever flow it is: the platform, its place, its draft. */
export function linkStepPlace(state: OnboardingState, app: App, dispatch: (action: OnboardingAction) => void) {
  return {
    app,
    position: state.linkIndex + 1,
    total: state.selectedIds.length,
    draft: state.drafts[app.id] ?? '',
    onDraft: (text: string) => dispatch({ type: 'draft', appId: app.id, text }),
    typedCode: state.codes[app.id] ?? '',
    onTypedCode: (text: string) => dispatch({ type: 'code', appId: app.id, text }),
    onBack: () => dispatch({ type: 'previous-link' }),
  };
}

/**
 * Step 2 (user-side.md §2, §5): one chosen platform at a time, its link checked as it is pasted
 * with the same parser the server uses, on one of the app's domains. The continue button stays disabled (aria-disabled, so it
 * can still explain itself when pressed) until a code is found. Mount it keyed by the app.
 */
export function LinkStep({ app, position, total, draft, onDraft, typedCode, onTypedCode, onBack, onContinue, onSkipRemaining, saving }: LinkStepProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(draft.trim() !== '');
  const [emptyAttempt, setEmptyAttempt] = useState(false);
  const [fixAttempt, setFixAttempt] = useState(false);

  const asksForCode = linkNeedsTypedCode(draft, app);
  const check = checkReferralLink(draft, app, asksForCode ? typedCode : null);
  const isEmpty = draft.trim() === '';
  const code = check.ok ? check.code : null;
  const fieldError = check.ok ? null : isEmpty ? (emptyAttempt ? LINK_REQUIRED_MESSAGE : null) : touched ? check.message : null;
  const showFixFirst = fixAttempt && !check.ok && !isEmpty;
  const isLast = position === total;
  const busy = saving !== null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (check.ok) return onContinue();
    if (isEmpty) setEmptyAttempt(true);
    else {
      setTouched(true);
      setFixAttempt(true);
    }
    inputRef.current?.focus();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="w-full max-w-xl rounded-2xl border border-neutral-200 bg-surface p-6 shadow-sm sm:p-8">
      <PlatformProgress current={position} total={total} />
      <div className="mt-6 flex items-center gap-4">
        <AppLogo name={app.name} logoUrl={app.logo_url} size="lg" />
        <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance text-neutral-900">
          Get your {app.name} referral link
        </h1>
      </div>
      <p className="mt-3 font-medium text-success-800">You earn {referrerRewardText(app)} for each person who signs up with your link.</p>

      <ol className="mt-5 flex list-decimal flex-col gap-2 pl-6 text-neutral-700 marker:font-semibold marker:text-brand-700">
        <li>Log in to your {app.name} account.</li>
        <li>Find the Refer friends, Referrals or Share section.</li>
        <li>Copy the full referral link, not just the code.</li>
      </ol>

      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-busy={busy}>
        <ReferralLinkField
          ref={inputRef}
          id={`${id}-link`}
          label={`Your ${app.name} referral link`}
          value={draft}
          error={fieldError}
          code={code}
          onChange={(event) => {
            onDraft(event.target.value);
            setEmptyAttempt(false);
          }}
          onBlur={() => setTouched(!isEmpty)}
          onPaste={() => setTouched(true)}
          typedCode={asksForCode ? { value: typedCode, onChange: onTypedCode, guess: extractReferralCode(draft, app.referral_link_format) } : null}
        />
        {showFixFirst && (
          <p role="alert" className="rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-800">
            {FIX_FIRST_MESSAGE}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {onSkipRemaining && (
              <Button variant="ghost" onClick={onSkipRemaining} disabled={busy}>
                {saving === 'skip' ? 'Saving...' : 'Skip remaining codes'}
              </Button>
            )}
            <Button
              type="submit"
              aria-disabled={!check.ok || busy}
              className="aria-disabled:cursor-not-allowed aria-disabled:bg-brand-400 aria-disabled:hover:bg-brand-400"
            >
              {saving === 'continue' ? 'Saving...' : isLast ? 'Continue' : 'Next Platform'}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
