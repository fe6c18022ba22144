import { ADMIN_ID } from './seed-people.ts';
import { queueSampling, type MarketplaceSize } from './sizes.ts';

/**
 * Support requests from about one member in fifty (more on a small marketplace, queueSampling), each with its first message, and the team's
 * reply on the answered and closed ones: a third still waiting (the team's queue), one in seven
 * sent by a Premium member.
 */
export const insertSupportRequestsSql = (size: MarketplaceSize) => `
  INSERT INTO support_requests (user_id, subject, status, priority, created_at, updated_at)
  SELECT u.id, 'My bonus has not arrived',
         (ARRAY['OPEN', 'ANSWERED', 'CLOSED'])[1 + abs(hashtext(u.id::text || 'support')) % 3]::support_status,
         abs(hashtext(u.id::text || 'priority')) % 7 = 0,
         u.created_at + interval '20 days', u.created_at + interval '21 days'
  FROM users u
  WHERE NOT u.is_admin AND abs(hashtext(u.id::text || 'asks')) % ${queueSampling(50, size)} = 0;
  INSERT INTO support_messages (request_id, author_id, from_team, message, created_at)
  SELECT id, user_id, false, 'It has been 40 days since I signed up and nothing has arrived.', created_at FROM support_requests
  UNION ALL
  SELECT id, '${ADMIN_ID}', true, 'We have asked the app about it and will write again.', updated_at FROM support_requests WHERE status <> 'OPEN';`;

/**
 * The team's audit trail for what the seed says it did: each decided report and each support request
 * it answered or closed, and a change of account for about one member in a hundred, so the audit log
 * reads a log of some size (about 13,000 entries at full scale, 2,800 of them about reports).
 */
export const insertAuditLogSql = `
  INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after, created_at)
  SELECT '${ADMIN_ID}'::uuid, CASE WHEN status = 'RESOLVED' THEN 'report.resolve' ELSE 'report.dismiss' END, 'report', id::text,
         '{"status": "OPEN"}'::jsonb, jsonb_build_object('status', status, 'resolution', resolution, 'action', action), resolved_at
  FROM reports WHERE status <> 'OPEN'
  UNION ALL
  SELECT '${ADMIN_ID}'::uuid, 'support_request.reply', 'support_request', id::text,
         '{"status": "OPEN"}'::jsonb, '{"status": "ANSWERED", "message": "We have asked the app about it and will write again."}'::jsonb, updated_at
  FROM support_requests WHERE status <> 'OPEN'
  UNION ALL
  SELECT '${ADMIN_ID}'::uuid, 'user.update', 'user', id::text, '{"is_active": true}'::jsonb, '{"is_active": false}'::jsonb, created_at + interval '30 days'
  FROM users WHERE NOT is_admin AND abs(hashtext(id::text || 'audited')) % 100 = 0;`;
