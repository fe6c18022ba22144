import { z } from 'zod';
import { isoDateTime } from '../shared/schema.ts';
import { EVIDENCE_TYPES, REPORT_ACTIONS, REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN, REPORT_REASONS, REPORT_STATUSES } from './rules.ts';

const reportReason = z.enum(REPORT_REASONS, { error: `Reason must be one of ${REPORT_REASONS.join(', ')}` });
export const reportStatus = z.enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` });
export const reportAction = z.enum(REPORT_ACTIONS, { error: `Action must be one of ${REPORT_ACTIONS.join(', ')}` });

const messageText = z
  .string({ error: 'Message is required' })
  .trim()
  .min(REPORT_MESSAGE_MIN, `Message must be at least ${REPORT_MESSAGE_MIN} characters`)
  .max(REPORT_MESSAGE_MAX, `Message must be at most ${REPORT_MESSAGE_MAX} characters`);

export const reportCreateBody = z.object({ reason: reportReason, message: messageText });
export type ReportCreateBody = z.infer<typeof reportCreateBody>;

export const reportMessageBody = z.object({ message: messageText });
export type ReportMessageBody = z.infer<typeof reportMessageBody>;

const author = z.enum(['referrer', 'referee', 'team']);

/** One message of a report's thread: by a party of the match (by their role) or the team. */
const reportMessage = z.object({ id: z.uuid(), author, author_name: z.string(), message: z.string(), created_at: isoDateTime }).meta({ id: 'ReportMessage' });
export type ReportMessage = z.infer<typeof reportMessage>;

/**
 * A screenshot attached to a report, re-encoded without its metadata. Its bytes are at
 * `evidencePath(report id, id)`, for the two parties (and the administrators' own path).
 */
const reportEvidence = z
  .object({ id: z.uuid(), author, author_name: z.string(), content_type: z.enum(EVIDENCE_TYPES), width: z.number().int(), height: z.number().int() })
  .extend({ bytes: z.number().int(), created_at: isoDateTime })
  .meta({ id: 'ReportEvidence' });
export type ReportEvidence = z.infer<typeof reportEvidence>;

/** A report as the two parties (and the team) see it: the match it is about, who made it, its thread, its evidence and the decision. */
export const report = z
  .object({
    id: z.uuid(),
    match_id: z.uuid(),
    app_name: z.string(),
    reason: reportReason,
    status: reportStatus,
    reporter_role: z.enum(['referrer', 'referee']),
  })
  .extend({
    mine: z.boolean(),
    resolution: z.string().nullable(),
    action: reportAction.nullable(),
    resolved_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  })
  .extend({ messages: z.array(reportMessage), evidence: z.array(reportEvidence) })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof report>;

/** A report's own fields, without its thread and evidence. */
export type ReportFields = Omit<Report, 'messages' | 'evidence'>;

/**
 * A report in the list of a person's reports: without its thread and evidence, but saying whether
 * they have written in its thread (`replied`: the report they made, or their answer to the other
 * party's), so a report still waiting for their side can be told from one they have answered.
 */
export const reportSummary = report
  .omit({ messages: true, evidence: true })
  .extend({ replied: z.boolean().describe('Whether the caller has written in the report’s thread (the report they made, or their answer to it)') })
  .meta({ id: 'ReportSummary' });
export type ReportSummary = z.infer<typeof reportSummary>;

export const evidenceParams = z.object({
  id: z.uuid({ error: 'There is no report with that id' }),
  evidenceId: z.uuid({ error: 'There is no evidence with that id' }),
});
