import type { Session } from '#contract/auth/schema.ts';
import { sessionsQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/** GET /api/auth/sessions: where the account is signed in, most recently used first, this device marked `current`. */
const sessions = signedInList<Session>(sessionsQueryKey, '/api/auth/sessions');

export const useSessions = sessions.useList;
