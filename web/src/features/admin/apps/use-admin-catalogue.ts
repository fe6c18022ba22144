import { useQuery } from '@tanstack/react-query';
import type { App } from '#contract/apps/schema.ts';
import { getAppsWithOffers } from './api/apps-with-offers.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { getPublicApps } from '#web/api/public-apps.ts';
import { endedSession } from '#web/api/session.ts';
import { notify } from '#web/lib/toast.tsx';
import { withDefaultOffers } from './default-offers.ts';

type AdminCatalogue = {
  apps: App[];
  /** 'public': apps-with-offers failed and the public list stands in (open apps only). */
  source: 'admin' | 'public';
};

const LOAD_APPS_FAILED = 'Failed to load apps and offers';

/** Every app with its offers; if that call fails, the public list with default offers (admin-side.md §4). */
async function loadCatalogue(): Promise<AdminCatalogue> {
  try {
    return { apps: await getAppsWithOffers(), source: 'admin' };
  } catch (error) {
    if (endedSession(error)) throw error;
    notify.error(LOAD_APPS_FAILED);
    return { apps: withDefaultOffers(await getPublicApps()), source: 'public' };
  }
}

export function useAdminCatalogue() {
  return useQuery({ queryKey: adminQueryKeys.apps, queryFn: loadCatalogue, retry: false });
}
