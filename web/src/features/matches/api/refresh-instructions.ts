import type { ClaimRecord } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import { useMatchMutation } from './use-match-mutation.ts';

/** The referee's instructions written again from the app as it is now: a new claim record. */
function refreshInstructions(matchId: string): Promise<ClaimRecord> {
  return api.post<ClaimRecord>(`/api/matches/${encodeURIComponent(matchId)}/refresh-instructions`, undefined, { errorToast: false });
}

export function useRefreshInstructions() {
  return useMatchMutation(refreshInstructions);
}
