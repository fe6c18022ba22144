import { z } from 'zod';
import { isoDateTime } from '../shared/schema.ts';
import { REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN, REPORT_REASONS, REPORT_STATUSES } from './rules.ts';

export const reportReason = z.enum(REPORT_REASONS, { error: `Reason must be one of ${REPORT_REASONS.join(', ')}` });
export const reportStatus = z.enum(REPORT_STATUSES);

const messageText = z
  .string({ error: 'Message is required' })
  .trim()
  .min(REPORT_MESSAGE_MIN, `Message must be at least ${REPORT_MESSAGE_MIN} characters`)
  .max(REPORT_MESSAGE_MAX, `Message must be at most ${REPORT_MESSAGE_MAX} characters`);

export const reportCreateBody = z.object({ reason: reportReason, message: messageText });
export type ReportCreateBody = z.infer<typeof reportCreateBody>;

export const reportMessageBody = z.object({ message: messageText });
export type ReportMessageBody = z.infer<typeof reportMessageBody>;

/** One message of a report's thread: by a party of the match (by their role) or the team. */
export const reportMessage = z
  .object({ id: z.uuid(), author: z.enum(['referrer', 'referee', 'team']), author_name: z.string(), message: z.string(), created_at: isoDateTime })
  .meta({ id: 'ReportMessage' });
export type ReportMessage = z.infer<typeof reportMessage>;

/** A report as the two parties (and the team) see it: the match it is about, who made it, its thread and the decision. */
export const report = z
  .object({ id: z.uuid(), match_id: z.uuid(), app_name: z.string(), reason: reportReason, status: reportStatus, reporter_role: z.enum(['referrer', 'referee']) })
  .extend({ mine: z.boolean(), resolution: z.string().nullable(), resolved_at: isoDateTime.nullable(), created_at: isoDateTime, messages: z.array(reportMessage) })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof report>;

/** A report in the list of a person's reports: without its thread. */
export const reportSummary = report.omit({ messages: true }).meta({ id: 'ReportSummary' });
export type ReportSummary = z.infer<typeof reportSummary>;
