import { z } from 'zod';
import { claimRecord, type ClaimRecord } from '#contract/matches/schema.ts';

// Apart from local-claims.ts: checking a stored list takes zod and the matches' schemas, which the
// dashboard loads only when a list is read (a claim made, the matches not loaded), not before it is drawn.
const storedList = z.array(claimRecord);

/** A stored list, or none when it is missing or not what this version wrote. */
export function parseStoredClaims(text: string | null): ClaimRecord[] {
  if (!text) return [];
  try {
    const parsed = storedList.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
