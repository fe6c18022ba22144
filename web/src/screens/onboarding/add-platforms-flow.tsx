import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserApps } from '#web/features/apps/api/user-apps.ts';
import { CatalogueStatus } from '#web/features/apps/components/catalogue-status.tsx';
import { LinkStep, linkStepPlace } from './link-step.tsx';
import { choicesOf, initialOnboardingState, isLastLink, onboardingReducer, type OnboardingAction, type OnboardingState } from './onboarding-state.ts';
import { PlatformsStep } from '#web/features/apps/components/platforms-step.tsx';
import { StepIndicator, type OnboardingStep } from './step-indicator.tsx';
import { useCatalogue, useLoadFailureToast } from '#web/features/apps/hooks/use-catalogue.ts';
import { useFocusOnChange } from './use-focus-on-change.ts';
import { useSaveChoices } from './use-save-choices.ts';
import { useSharedAppChosen } from './arrived-for.ts';

const ADD_STEPS: readonly OnboardingStep[] = [
  { id: 'platforms', label: 'Choose platforms' },
  { id: 'links', label: 'Referral links' },
];

/**
 * Add-platforms mode for signed-in people (?add=platforms): choose among the apps they do not have
 * yet, paste their links, then the apps and links are saved and they go to /my-apps. A failed save
 * keeps everything on screen; pressing the button again saves only what is missing.
 */
export function AddPlatformsFlow() {
  const navigate = useNavigate();
  const [state, setState] = useState(() => initialOnboardingState('platforms'));
  const dispatch = useCallback((action: OnboardingAction) => setState((current) => onboardingReducer(current, action)), []);
  const catalogue = useCatalogue();
  const userApps = useUserApps();
  const notYetHeld = useMemo(() => {
    if (!catalogue.data || !userApps.data) return undefined;
    const owned = new Set(userApps.data.map((userApp) => userApp.app_id));
    return catalogue.data.filter((app) => !owned.has(app.id));
  }, [catalogue.data, userApps.data]);
  useSharedAppChosen(notYetHeld, dispatch);
  useLoadFailureToast(userApps.isError, userApps.errorUpdatedAt);
  const { save } = useSaveChoices();
  const [savingVia, setSavingVia] = useState<'continue' | 'skip' | null>(null);
  const currentAppId = state.selectedIds[state.linkIndex];
  const focusRef = useFocusOnChange<HTMLDivElement>(state.step === 'links' ? `links-${currentAppId}` : state.step);

  async function finish(next: OnboardingState, via: 'continue' | 'skip') {
    setState(next);
    setSavingVia(via);
    const outcome = await save(choicesOf(next, catalogue.data));
    setSavingVia(null);
    if (outcome === 'saved') navigate('/my-apps');
  }

  function body() {
    if (!catalogue.data || !notYetHeld) {
      const failed = catalogue.isError || userApps.isError;
      return <CatalogueStatus failed={failed} onRetry={() => void Promise.all([catalogue.refetch(), userApps.refetch()])} />;
    }
    if (state.step !== 'links') {
      return (
        <PlatformsStep
          apps={notYetHeld}
          selectedApps={state.selectedIds.flatMap((id) => catalogue.byId.get(id) ?? [])}
          addMode
          onToggle={(appId) => dispatch({ type: 'toggle', appId })}
          onContinue={() => dispatch({ type: 'start-links' })}
          onStartWithOffers={() => navigate('/dashboard')}
        />
      );
    }

    const app = currentAppId === undefined ? undefined : catalogue.byId.get(currentAppId);
    if (!app) return <CatalogueStatus failed={false} onRetry={() => void catalogue.refetch()} />;
    return (
      <LinkStep
        key={app.id}
        {...linkStepPlace(state, app, dispatch)}
        onContinue={() => {
          const next = onboardingReducer(state, { type: 'confirm-link' });
          if (isLastLink(state)) void finish(next, 'continue');
          else setState(next);
        }}
        onSkipRemaining={state.linkIndex > 0 ? () => void finish(onboardingReducer(state, { type: 'skip-remaining' }), 'skip') : null}
        saving={savingVia}
      />
    );
  }

  return (
    <div ref={focusRef} className="flex w-full flex-col items-center">
      <StepIndicator steps={ADD_STEPS} currentId={state.step === 'links' ? 'links' : 'platforms'} />
      {body()}
    </div>
  );
}
