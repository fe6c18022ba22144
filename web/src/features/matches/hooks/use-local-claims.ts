import { useCallback, useEffect, useState } from 'react';
import type { ClaimRecord, Match } from '#contract/matches/schema.ts';
import { onLogout } from '#web/api/logout-broadcast.ts';
import { LOCAL_CLAIM_KEYS, localClaimsFrom, withNewClaim, type LocalClaims } from '../logic/local-claims.ts';

/** The stored lists, each checked with the contract's schema (its code loads on the first read, never before the dashboard is drawn). */
async function readLocalClaims(): Promise<LocalClaims> {
  const { parseStoredClaims } = await import('../logic/stored-claims.ts');
  return {
    active: parseStoredClaims(localStorage.getItem(LOCAL_CLAIM_KEYS.active)),
    completed: parseStoredClaims(localStorage.getItem(LOCAL_CLAIM_KEYS.completed)),
  };
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

const NONE: ClaimRecord[] = [];

/**
 * The activeReferrals and completedReferrals lists (user-side.md §3 and §4): a new claim is kept
 * at once, and each time the matches load the lists are made to agree with the server. While the
 * matches cannot be loaded (`matchesFailed`), `savedClaims` holds what is kept, else none.
 */
export function useLocalClaims(matches: Match[] | undefined, matchesFailed: boolean) {
  const [savedClaims, setSavedClaims] = useState<ClaimRecord[]>([]);

  useEffect(() => {
    if (matches) writeLocalClaims(localClaimsFrom(matches));
  }, [matches]);

  useEffect(() => {
    if (!matchesFailed) return;
    let current = true;
    void readLocalClaims().then(({ active, completed }) => {
      if (current) setSavedClaims([...active, ...completed]);
    });
    return () => {
      current = false;
    };
  }, [matchesFailed]);

  // Read when it is written: a server answer kept meanwhile is read, and the claim put first in it.
  const keepClaim = useCallback((record: ClaimRecord) => void readLocalClaims().then((kept) => writeLocalClaims(withNewClaim(kept, record))), []);

  return { keepClaim, savedClaims: matchesFailed ? savedClaims : NONE };
}
