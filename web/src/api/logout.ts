import { useCallback } from 'react';
import { api } from './client.ts';

/**
 * Signs the user out: clears the user token, tells every tab, goes to '/'. The cache is cleared
 * by the app's logout listener, which hears this tab and the others alike.
 */
export function useLogout(): () => void {
  return useCallback(() => api.signOutUser(), []);
}
