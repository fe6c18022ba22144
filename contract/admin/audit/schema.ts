import { z } from 'zod';
import { isoDateTime } from '#contract/shared/schema.ts';
import { pageFields, pageQueryShape } from '../schema.ts';

/** What an audit entry is about. */
export const AUDIT_ENTITY_TYPES = [
  'app',
  'ai_suggestion',
  'system_setting',
  'user',
  'report',
  'referral_code',
  'support_request',
  'review',
  'referral_flag',
] as const;
const auditEntityType = z.enum(AUDIT_ENTITY_TYPES, { error: `Entity type must be one of ${AUDIT_ENTITY_TYPES.join(', ')}` });
export type AuditEntityType = z.infer<typeof auditEntityType>;

/** Every administrator write, named "<entity>.<verb>". */
export const AUDIT_ACTIONS = [
  'app.create',
  'app.update',
  'app.delete',
  'ai_suggestion.create',
  'ai_suggestion.activate',
  'ai_suggestion.reject',
  'system_setting.update',
  'user.update',
  'user.resend_verification',
  'user.second_factor_on',
  'user.second_factor_reset',
  'report.resolve',
  'report.dismiss',
  'report.message',
  'referral_code.pause',
  'referral_code.withdraw',
  'referral_code.restore',
  'support_request.reply',
  'support_request.close',
  'support_request.reopen',
  'review.hide',
  'review.hide_reply',
  'review.keep',
  'referral_flag.clear',
  'referral_flag.cancel',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditAction = z.enum(AUDIT_ACTIONS, { error: 'Unknown action' });

/** GET /api/admin/audit-log: newest first, paged; narrowed to a kind of record, one record, or one action. */
export const auditLogQuery = z.object({
  ...pageQueryShape,
  entity_type: auditEntityType.optional(),
  action: auditAction.optional(),
  entity_id: z.string().trim().min(1).max(200, 'Entity id must be at most 200 characters long').optional(),
});
/** The same query as the browser builds it. */
export type AuditLogQuery = { page?: number; limit?: number; entity_type?: AuditEntityType; entity_id?: string; action?: AuditAction };

const auditEntry = z
  .object({
    id: z.uuid(),
    /** Who: the administrator, null once their account is gone. */
    actor_id: z.uuid().nullable(),
    actor_username: z.string().nullable(),
    action: auditAction,
    entity_type: auditEntityType,
    entity_id: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogPage = z.object({ entries: z.array(auditEntry), ...pageFields }).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPage>;
