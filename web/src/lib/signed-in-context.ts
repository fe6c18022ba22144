import { createContext, useContext } from 'react';

/**
 * Whether someone is signed in in this browser, for pieces shared by the app and the pages the
 * server renders (the footer's links, an app page's "Get a code"). The app provides its session's
 * answer; a server-rendered page provides false on the server and the stored token's presence once
 * hydrated, and neither carries the other's session code.
 */
export const SignedInContext = createContext(false);

export function useSignedInContext(): boolean {
  return useContext(SignedInContext);
}
