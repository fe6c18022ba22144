import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '#web/api/client.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { AccountStep, type AccountMode } from '#web/features/auth/components/account-step.tsx';
import { CatalogueStatus } from '#web/features/apps/components/catalogue-status.tsx';
import { LinkStep, linkStepPlace } from './link-step.tsx';
import { choicesOf, initialOnboardingState, isLastLink, onboardingReducer, type OnboardingAction } from './onboarding-state.ts';
import { PlatformsStep } from '#web/features/apps/components/platforms-step.tsx';
import { SaveRetry } from './save-retry.tsx';
import { signedInMessage, type SavedChoices } from '#web/features/auth/logic/signed-in-message.ts';
import { StepIndicator, type OnboardingStep } from './step-indicator.tsx';
import { useCatalogue } from '#web/features/apps/hooks/use-catalogue.ts';
import { useFocusOnChange } from './use-focus-on-change.ts';
import { useSaveChoices } from './use-save-choices.ts';
import { arrivedFor, useSharedAppChosen } from './arrived-for.ts';

const SIGN_UP_STEPS: readonly OnboardingStep[] = [
  { id: 'platforms', label: 'Choose platforms' },
  { id: 'links', label: 'Referral links' },
  { id: 'account', label: 'Your account' },
];

type SignUpFlowProps = { mode: AccountMode; onSwitchMode: (mode: AccountMode) => void };

/**
 * Onboarding for visitors (user-side.md §2, §4): platforms, links, then the account; in login mode
 * straight to the account step. Once signed in, what was chosen is saved before leaving; a failed
 * save keeps it all for another try.
 */
export function SignUpFlow({ mode, onSwitchMode }: SignUpFlowProps) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const [searchParams] = useSearchParams();
  // From an app page's "Get a code": straight to the account; the claim follows on the dashboard.
  const [claiming] = useState(() => arrivedFor(searchParams, 'claim') !== null);
  const [state, setState] = useState(() => initialOnboardingState(mode === 'login' || claiming ? 'account' : 'platforms'));
  const dispatch = useCallback((action: OnboardingAction) => setState((current) => onboardingReducer(current, action)), []);
  const step = mode === 'login' ? 'account' : state.step;
  const catalogue = useCatalogue(step !== 'account');
  useSharedAppChosen(catalogue.data, dispatch);
  const { save, saving } = useSaveChoices();
  const [saveFailed, setSaveFailed] = useState(false);
  const currentAppId = state.selectedIds[state.linkIndex];
  const focusRef = useFocusOnChange<HTMLDivElement>(step === 'links' ? `links-${currentAppId}` : step);

  async function saveChoices(): Promise<SavedChoices | null> {
    const choices = choicesOf(state, catalogue.data);
    const saved = { chosen: choices.length, links: choices.filter((choice) => choice.link !== null).length };
    if (choices.length === 0) return saved;
    const outcome = await save(choices);
    setSaveFailed(outcome === 'failed');
    return outcome === 'saved' ? saved : null;
  }

  async function retry() {
    const saved = await saveChoices();
    if (!saved) return;
    const message = signedInMessage(mode, saved);
    if (message) notify.success(message);
    navigate(api.takeRedirectAfterLogin() ?? '/dashboard', { replace: true });
  }

  function switchMode(next: AccountMode) {
    dispatch({ type: 'go', step: 'account' });
    onSwitchMode(next);
  }

  function backFromAccount() {
    if (state.selectedIds.length === 0) return dispatch({ type: 'go', step: 'platforms' });
    dispatch({ type: 'go', step: 'links' });
  }

  function body() {
    if (step === 'account') {
      if (saveFailed && signedIn) return <SaveRetry saving={saving} onRetry={() => void retry()} onEditLinks={backFromAccount} />;
      return (
        <div className="flex w-full max-w-md flex-col gap-4">
          {mode === 'register' && (
            <Button variant="ghost" onClick={backFromAccount} className="self-start">
              Back
            </Button>
          )}
          {claiming && mode === 'register' && (
            <p className="text-neutral-700">Create your free account and we give you a member’s referral code for the app you chose straight away.</p>
          )}
          <AccountStep mode={mode} onSwitchMode={switchMode} afterSignIn={saveChoices} />
        </div>
      );
    }
    if (!catalogue.data) return <CatalogueStatus failed={catalogue.isError} onRetry={() => void catalogue.refetch()} />;
    const selectedApps = state.selectedIds.flatMap((id) => catalogue.byId.get(id) ?? []);

    if (step === 'platforms') {
      return (
        <PlatformsStep
          apps={catalogue.data}
          selectedApps={selectedApps}
          addMode={false}
          onToggle={(appId) => dispatch({ type: 'toggle', appId })}
          onContinue={() => dispatch({ type: 'start-links' })}
          onStartWithOffers={() => (signedIn ? navigate('/dashboard') : dispatch({ type: 'go', step: 'account' }))}
        />
      );
    }

    const app = currentAppId === undefined ? undefined : catalogue.byId.get(currentAppId);
    if (!app) return <CatalogueStatus failed={catalogue.isError} onRetry={() => void catalogue.refetch()} />;
    return (
      <LinkStep
        key={app.id}
        {...linkStepPlace(state, app, dispatch)}
        onContinue={() => {
          const last = isLastLink(state);
          dispatch({ type: 'confirm-link' });
          if (last) dispatch({ type: 'go', step: 'account' });
        }}
        onSkipRemaining={
          state.linkIndex > 0
            ? () => {
                dispatch({ type: 'skip-remaining' });
                dispatch({ type: 'go', step: 'account' });
              }
            : null
        }
        saving={null}
      />
    );
  }

  return (
    <div ref={focusRef} className="flex w-full flex-col items-center">
      {mode !== 'login' && <StepIndicator steps={SIGN_UP_STEPS} currentId={step} />}
      {body()}
    </div>
  );
}
