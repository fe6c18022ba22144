import { useCallback, useEffect } from 'react';
import type { ClaimRecord, Match } from '#contract/matches/schema.ts';
import { onLogout } from '#web/api/logout-broadcast.ts';
import { LOCAL_CLAIM_KEYS, localClaimsFrom, parseStoredClaims, withNewClaim, type LocalClaims } from '../logic/local-claims.ts';

function readLocalClaims(): LocalClaims {
  return { active: parseStoredClaims(localStorage.getItem(LOCAL_CLAIM_KEYS.active)), completed: parseStoredClaims(localStorage.getItem(LOCAL_CLAIM_KEYS.completed)) };
}

function writeLocalClaims(claims: LocalClaims): void {
  try {
    localStorage.setItem(LOCAL_CLAIM_KEYS.active, JSON.stringify(claims.active));
    localStorage.setItem(LOCAL_CLAIM_KEYS.completed, JSON.stringify(claims.completed));
  } catch (error) {
    // Storage full or refused (private browsing): the server still has every claim.
    console.warn('Could not save claims in this browser', error);
  }
}

function clearLocalClaims(): void {
  localStorage.removeItem(LOCAL_CLAIM_KEYS.active);
  localStorage.removeItem(LOCAL_CLAIM_KEYS.completed);
}

// Whoever signs out, here or in another tab, leaves no claims behind for the next person on this browser.
onLogout(clearLocalClaims);

/**
 * The activeReferrals and completedReferrals lists (user-side.md §3 and §4): a new claim is kept
 * at once, and each time the matches load the lists are made to agree with the server.
 */
export function useLocalClaims(matches: Match[] | undefined) {
  useEffect(() => {
    if (matches) writeLocalClaims(localClaimsFrom(matches));
  }, [matches]);

  const keepClaim = useCallback((record: ClaimRecord) => writeLocalClaims(withNewClaim(readLocalClaims(), record)), []);
  const savedClaims = useCallback((): ClaimRecord[] => {
    const { active, completed } = readLocalClaims();
    return [...active, ...completed];
  }, []);

  return { keepClaim, savedClaims };
}
