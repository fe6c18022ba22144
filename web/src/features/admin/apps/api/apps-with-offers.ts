import type { App } from '#contract/apps/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** GET /api/admin/apps-with-offers: every app, active and inactive. Its fallback lives with the screen that needs it. */
export function getAppsWithOffers(): Promise<App[]> {
  return api.get<App[]>('/api/admin/apps-with-offers', ownWords);
}
