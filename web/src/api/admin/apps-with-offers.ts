import type { App } from '../../../../contract/apps.ts';
import { api } from '../client.ts';
import { ownWords } from './query-keys.ts';

/** GET /api/admin/apps-with-offers: every app, active and inactive. Its fallback lives with the screen that needs it. */
export function getAppsWithOffers(): Promise<App[]> {
  return api.get<App[]>('/api/admin/apps-with-offers', ownWords);
}
