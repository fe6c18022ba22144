import { useEffect, useState } from 'react';
import { dashboardSeenKey } from './greeting.ts';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether this browser had shown this account's dashboard before this visit. Read once, when the
 * screen opens, so the greeting does not change under the person once the visit is remembered.
 */
export function useSeenBefore(userId: string): boolean {
  const [seenBefore] = useState(() => read(dashboardSeenKey(userId)));
  useEffect(() => {
    try {
      window.localStorage.setItem(dashboardSeenKey(userId), new Date().toISOString());
    } catch {
      // Storage refused (private browsing): the person is simply welcomed again next time.
    }
  }, [userId]);
  return seenBefore;
}
