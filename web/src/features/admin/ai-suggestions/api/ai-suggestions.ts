import type { AiSuggestion } from '#contract/admin/ai-suggestions/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { wholeQuery } from '#web/api/query-shapes.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** GET /api/admin/ai-suggestions: the pending suggestions. */
export const useAiSuggestions = wholeQuery<AiSuggestion[]>(adminQueryKeys.aiSuggestions, '/api/admin/ai-suggestions', ownWords).useWhole;
