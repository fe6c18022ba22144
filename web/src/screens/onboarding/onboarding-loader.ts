import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '#web/api/client.ts';

/** Onboarding is for visitors; signed-in people come here only to add platforms (?add=platforms). */
export function onboardingLoader({ request }: LoaderFunctionArgs) {
  const addingPlatforms = new URL(request.url).searchParams.get('add') === 'platforms';
  if (api.isSignedIn() && !addingPlatforms) return redirect('/dashboard');
  return null;
}
