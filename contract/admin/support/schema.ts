import { z } from 'zod';
import { matchStatus } from '#contract/matches/schema.ts';
import { supportMessageBody, supportRequest, supportStatus } from '#contract/support/schema.ts';
import type { SupportStatus } from '#contract/support/rules.ts';
import { pageFields, pageQueryShape } from '../schema.ts';

/**
 * GET /api/admin/support-requests: one status at a time (OPEN, the queue, unless another is asked
 * for), Premium requests first and the oldest first within each; paged like users.
 */
export const adminSupportQuery = z.object({ ...pageQueryShape, status: supportStatus.default('OPEN') });
/** The same query as the browser builds it. */
export type AdminSupportQuery = { page?: number; limit?: number; status?: SupportStatus };

/** Who wrote in, as the team sees them. */
const adminSupportMember = z.object({ id: z.uuid(), username: z.string(), email: z.string(), is_active: z.boolean() }).meta({ id: 'AdminSupportMember' });

/** A request with what the team answers from: the member, the match's status, the whole thread. */
export const adminSupportRequest = supportRequest
  .extend({ member: adminSupportMember, match_status: matchStatus.nullable() })
  .meta({ id: 'AdminSupportRequest' });
export type AdminSupportRequest = z.infer<typeof adminSupportRequest>;

export const adminSupportPage = z.object({ requests: z.array(adminSupportRequest), ...pageFields }).meta({ id: 'AdminSupportPage' });
export type AdminSupportPage = z.infer<typeof adminSupportPage>;

/** POST /api/admin/support-requests/{id}/messages: the team's reply. */
export const adminSupportReplyBody = supportMessageBody;

/** PATCH /api/admin/support-requests/{id}: close a request, or open a closed one again. */
export const adminSupportUpdateBody = z.object({ status: z.enum(['OPEN', 'CLOSED'], { error: 'Status must be OPEN or CLOSED' }) });
export type AdminSupportUpdateBody = z.infer<typeof adminSupportUpdateBody>;
