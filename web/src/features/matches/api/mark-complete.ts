import type { Match } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import { useMatchMutation } from './use-match-mutation.ts';

/** The referee says the sign-up is done (ASSIGNED to USER_MARKED_DONE). A failure is silent. */
function markMatchComplete(matchId: string): Promise<Match> {
  return api.post<Match>(`/api/matches/${encodeURIComponent(matchId)}/mark-complete`, undefined, { errorToast: false });
}

export function useMarkMatchComplete() {
  return useMatchMutation(markMatchComplete);
}
