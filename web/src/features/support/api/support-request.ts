import type { SupportRequest } from '#contract/support/schema.ts';
import { oneResource } from '#web/api/query-shapes.ts';
import { supportRequestQueryKey } from '#web/api/query-keys.ts';

/** GET /api/support/requests/{id}: one of the person's requests, with its thread. */
const supportRequest = oneResource<SupportRequest>(supportRequestQueryKey, (id) => `/api/support/requests/${encodeURIComponent(id)}`);
export const useSupportRequest = supportRequest.useOne;
