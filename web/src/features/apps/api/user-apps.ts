import type { UserApp } from '#contract/apps/schema.ts';
import { userAppsQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/** The signed-in person's apps, each with its app embedded. */
const userApps = signedInList<UserApp>(userAppsQueryKey, '/api/user-apps');
export const userAppsQueryOptions = userApps.options;
export const useUserApps = userApps.useList;
