import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import type { AccountMode } from '#web/features/auth/components/account-step.tsx';
import { AddPlatformsFlow } from './add-platforms-flow.tsx';
import { SignUpFlow } from './sign-up-flow.tsx';

/**
 * /onboarding (user-side.md §2): sign-up in three steps, ?mode=login straight to signing in, and
 * ?add=platforms for signed-in people adding apps (the loader sends other signed-in people to
 * /dashboard). The flow is chosen once, so signing in half-way does not swap it under the person.
 */
export function OnboardingScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const signedIn = useIsSignedIn();
  const [addingPlatforms] = useState(() => signedIn && searchParams.get('add') === 'platforms');
  const mode: AccountMode = searchParams.get('mode') === 'login' ? 'login' : 'register';

  function switchMode(next: AccountMode) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'login') params.set('mode', 'login');
        else params.delete('mode');
        return params;
      },
      { replace: true },
    );
  }

  return (
    <FocusedLayout title={addingPlatforms ? 'Add more platforms' : mode === 'login' ? 'Sign in' : 'Get started'}>
      {addingPlatforms ? <AddPlatformsFlow /> : <SignUpFlow mode={mode} onSwitchMode={switchMode} />}
    </FocusedLayout>
  );
}
