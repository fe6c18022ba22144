import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '#contract/members/schema.ts';
import { api } from '#web/api/client.ts';
import { memberQueryKey } from '#web/api/query-keys.ts';

/** GET /api/members/{username}: a member's record and newest reviews. The page words a failure itself. */
export function getMember(username: string): Promise<Member> {
  return api.get<Member>(`/api/members/${encodeURIComponent(username)}`, { errorToast: false });
}

export function memberQueryOptions(username: string) {
  return queryOptions({ queryKey: memberQueryKey(username), queryFn: () => getMember(username) });
}

export function useMember(username: string) {
  return useQuery(memberQueryOptions(username));
}
