import { redirect } from 'react-router';
import { api } from '#web/api/client.ts';

/** Signed-in people skip the landing page: back to where they were sent away from, else the dashboard. */
export function landingLoader() {
  if (!api.isSignedIn()) return null;
  return redirect(api.takeRedirectAfterLogin() ?? '/dashboard');
}
