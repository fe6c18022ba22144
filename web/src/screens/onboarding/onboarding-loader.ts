import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '#web/api/client.ts';
import { arrivedFor, claimPathFor } from './arrived-for.ts';

/**
 * Onboarding is for visitors; signed-in people come here only to add platforms (?add=platforms).
 * From an app page: ?claim={slug} signs a visitor up and then claims that app's code on the
 * dashboard (straight there when signed in); ?share={slug} chooses the app to share.
 */
export function onboardingLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const addingPlatforms = params.get('add') === 'platforms';
  const claim = arrivedFor(params, 'claim');
  const share = arrivedFor(params, 'share');
  if (api.isSignedIn()) {
    if (claim) return redirect(claimPathFor(claim));
    if (!addingPlatforms) return redirect(share ? `/onboarding?add=platforms&share=${share}` : '/dashboard');
  } else if (claim) {
    api.rememberPageAskedFor(claimPathFor(claim));
  }
  return null;
}
