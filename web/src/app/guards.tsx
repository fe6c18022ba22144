import { Navigate, Outlet } from 'react-router';
import { useMe } from '../api/me.ts';
import { useHasAdminFlag, useIsSignedIn } from '../api/use-session.ts';

/** Signed-in screens: without a user token, back to the landing page (also when another tab signs out). */
export function RequireUser() {
  const signedIn = useIsSignedIn();
  // Every signed-in screen shows the account: ask for it now, while the screen's code is on its way.
  useMe();
  return signedIn ? <Outlet /> : <Navigate to="/" replace />;
}

/** The admin dashboard: a client-side gate on the local admin flag, as the spec has it. */
export function RequireAdminFlag() {
  const isAdmin = useHasAdminFlag();
  return isAdmin ? <Outlet /> : <Navigate to="/admin" replace />;
}
