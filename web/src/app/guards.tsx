import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../api/client.ts';
import { useMe } from '../api/me.ts';
import { useHasAdminFlag, useIsSignedIn } from '../api/use-session.ts';

/**
 * Signed-in screens: without a user token, back to the landing page (the spec's redirect; also
 * when another tab signs out). Opened signed out (as from an e-mail's link), the page asked for is
 * remembered, so signing in leads back to it, and the landing page says "Sign in to see that page".
 */
export function RequireUser() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  // Signed in when these screens opened: a later sign-out (here, in another tab, an ended session)
  // leaves them for the landing page without asking to sign in to see them.
  const [openedSignedIn] = useState(signedIn);
  // Every signed-in screen shows the account: ask for it now, while the screen's code is on its way.
  useMe();
  if (signedIn) return <Outlet />;
  if (openedSignedIn) return <Navigate to="/" replace />;
  api.rememberPageAskedFor(`${location.pathname}${location.search}`);
  // The landing page reads this state (SIGN_IN_TO_SEE) and asks the person to sign in.
  return <Navigate to="/" replace state={{ signInToSee: true }} />;
}

/** The admin dashboard: a client-side gate on the local admin flag, as the spec has it. */
export function RequireAdminFlag() {
  const isAdmin = useHasAdminFlag();
  return isAdmin ? <Outlet /> : <Navigate to="/admin" replace />;
}
