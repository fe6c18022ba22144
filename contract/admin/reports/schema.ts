import { z } from 'zod';
import { matchStatus, offerTerms } from '#contract/matches/schema.ts';
import { trackRecord } from '#contract/members/schema.ts';
import { referralCodeStatus } from '#contract/referral-codes/schema.ts';
import { report, reportAction, reportMessageBody, reportStatus } from '#contract/reports/schema.ts';
import { isoDateTime } from '#contract/shared/schema.ts';
import { REPORT_MESSAGE_MAX } from '#contract/reports/rules.ts';
import { pageFields, pageQueryShape } from '../schema.ts';

/** GET /api/admin/reports: oldest open first when narrowed to OPEN (the queue), otherwise newest first; paged like users. */
export const adminReportsQuery = z.object({ ...pageQueryShape, status: reportStatus.optional() });
/** The same query as the browser builds it. */
export type AdminReportsQuery = { page?: number; limit?: number; status?: z.infer<typeof reportStatus> };

/** A party of the reported match as the team sees them: who, whether active, their whole record. */
const adminReportParty = z
  .object({ id: z.uuid(), username: z.string(), email: z.string(), is_active: z.boolean(), track_record: trackRecord })
  .meta({ id: 'AdminReportParty' });
export type AdminReportParty = z.infer<typeof adminReportParty>;

/**
 * The match a report is about, with the code it used (null once the code is gone), and the offer it
 * was claimed on beside the app's offer now: evidence when a reward is missing.
 */
const adminReportMatch = z
  .object({ id: z.uuid(), status: matchStatus, created_at: isoDateTime, referral_code_id: z.uuid().nullable(), code: z.string().nullable() })
  .extend({ referral_link: z.string().nullable(), code_status: referralCodeStatus.nullable() })
  .extend({ terms_at_claim: offerTerms, current_terms: offerTerms })
  .meta({ id: 'AdminReportMatch' });

/** A report with everything the team decides on: the match, both parties (null once an account is gone), the thread and evidence. */
export const adminReport = report
  .omit({ mine: true })
  .extend({ reporter_username: z.string().nullable(), decided_by: z.string().nullable(), match: adminReportMatch })
  .extend({ referrer: adminReportParty.nullable(), referee: adminReportParty.nullable() })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof adminReport>;

export const adminReportsPage = z.object({ reports: z.array(adminReport), ...pageFields }).meta({ id: 'AdminReportsPage' });
export type AdminReportsPage = z.infer<typeof adminReportsPage>;

/** PATCH /api/admin/reports/{id}: the decision, its words for both parties, and what it does. */
export const adminReportDecisionBody = z.object({
  status: z.enum(['RESOLVED', 'DISMISSED'], { error: 'Status must be RESOLVED or DISMISSED' }),
  resolution: z
    .string({ error: 'Resolution is required' })
    .trim()
    .min(1, 'Resolution is required')
    .max(REPORT_MESSAGE_MAX, `Resolution must be at most ${REPORT_MESSAGE_MAX} characters`),
  action: reportAction.default('NONE'),
});
export type AdminReportDecisionBody = z.input<typeof adminReportDecisionBody>;

/** POST /api/admin/reports/{id}/messages: the team writes in the thread. */
export const adminReportMessageBody = reportMessageBody;

/** POST /api/admin/referral-codes/{id}/restore answers the code's new status. */
export const restoredCode = z.object({ id: z.uuid(), status: referralCodeStatus }).meta({ id: 'RestoredCode' });
