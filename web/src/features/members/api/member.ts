import type { Member } from '#contract/members/schema.ts';
import { oneResource } from '#web/api/query-shapes.ts';
import { memberQueryKey } from '#web/api/query-keys.ts';

/** GET /api/members/{username}: a member's record and newest reviews. */
const member = oneResource<Member>(memberQueryKey, (username) => `/api/members/${encodeURIComponent(username)}`);

export const memberQueryOptions = member.options;
export const useMember = member.useOne;
