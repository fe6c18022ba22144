import type { Match } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import { useMatchMutation } from './use-match-mutation.ts';

/** The referee gives up a match in progress; its use goes back to the code. A failure is silent. */
function cancelMatch(matchId: string): Promise<Match> {
  return api.post<Match>(`/api/matches/${encodeURIComponent(matchId)}/cancel`, undefined, { errorToast: false });
}

export function useCancelMatch() {
  return useMatchMutation(cancelMatch);
}
