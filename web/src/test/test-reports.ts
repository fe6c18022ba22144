import type { Report, ReportEvidence, ReportMessage, ReportSummary } from '#contract/reports/schema.ts';
import { nextId } from './ids.ts';

/** Who writes in a fixture's thread unless told otherwise: the referee. */
const FROM_REFEREE = { author: 'referee', author_name: 'amelia' } as const;

/** A message of a report's thread for tests: the referee's unless told otherwise. */
export function aReportMessage(overrides: Partial<ReportMessage> = {}): ReportMessage {
  return {
    id: nextId('30000000'),
    ...FROM_REFEREE,
    message: 'I signed up with the code but the app said it was not valid.',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A screenshot on a report for tests. */
export function aReportEvidence(overrides: Partial<ReportEvidence> = {}): ReportEvidence {
  return {
    id: nextId('40000000'),
    ...FROM_REFEREE,
    content_type: 'image/png',
    width: 4,
    height: 4,
    bytes: 120,
    created_at: '2025-03-01T10:05:00.000Z',
    ...overrides,
  };
}

/** An open report the person made as the referee, with its first message; `messages` and `evidence` override. */
export function aReport(overrides: Partial<Report> = {}): Report {
  return {
    id: nextId('20000000'),
    match_id: nextId('10000000'),
    app_name: 'Monzo',
    reason: 'CODE_DID_NOT_WORK',
    status: 'OPEN',
    reporter_role: 'referee',
    mine: true,
    resolution: null,
    action: null,
    resolved_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    messages: [aReportMessage()],
    evidence: [],
    ...overrides,
  };
}

/** The same report as GET /api/reports/mine lists it. */
export function aReportSummary(overrides: Partial<ReportSummary> = {}): ReportSummary {
  const { replied, ...fields } = overrides;
  const { messages: _messages, evidence: _evidence, ...summary } = aReport(fields);
  // Whoever made the report wrote its first message.
  return { ...summary, replied: replied ?? summary.mine };
}
