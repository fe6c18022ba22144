import type { ConfirmReceiptBody, Match } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import { useMatchMutation } from './use-match-mutation.ts';

type ConfirmReceiptVariables = { matchId: string } & ConfirmReceiptBody;

/**
 * A party confirms receiving their reward; a ranged reward carries the amount in pence. No toast
 * on failure (user-side.md §8): the amount form shows the server's reason itself.
 */
function confirmReceipt({ matchId, ...body }: ConfirmReceiptVariables): Promise<Match> {
  return api.post<Match>(`/api/matches/${encodeURIComponent(matchId)}/confirm-receipt`, body, { errorToast: false });
}

export function useConfirmReceipt() {
  return useMatchMutation(confirmReceipt);
}
