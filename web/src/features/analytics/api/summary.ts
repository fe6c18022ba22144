import type { AnalyticsSummary } from '#contract/analytics/schema.ts';
import { analyticsSummaryQueryKey } from '#web/api/query-keys.ts';
import { pagedQuery } from '#web/api/query-shapes.ts';

/**
 * GET /api/analytics/summary?weeks=: the person's own figures. Changing the weeks keeps the figures
 * in hand on screen until the new ones arrive. The screen words a failure itself.
 */
export const analyticsSummary = pagedQuery<{ weeks: number }, AnalyticsSummary>(analyticsSummaryQueryKey, '/api/analytics/summary', { errorToast: false });
