import type { Match } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import { useMatchMutation } from './use-match-mutation.ts';

/** The referee takes back "complete" before anyone confirmed receipt. A failure is silent. */
function undoMatchComplete(matchId: string): Promise<Match> {
  return api.post<Match>(`/api/matches/${encodeURIComponent(matchId)}/undo-complete`, undefined, { errorToast: false });
}

export function useUndoMatchComplete() {
  return useMatchMutation(undoMatchComplete);
}
