import { useSyncExternalStore } from 'react';
import { api } from './client.ts';

/** True while a user token is stored; re-renders when it appears or goes (in any tab). */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(api.subscribe, api.isSignedIn);
}

/** True while the local admin flag that gates /admin/dashboard is set. */
export function useHasAdminFlag(): boolean {
  return useSyncExternalStore(api.subscribe, api.hasAdminFlag);
}
