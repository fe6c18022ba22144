import type { AdminReport, AdminReportParty, AdminReportsPage } from '#contract/admin/reports/schema.ts';
import { fixedOfferTerms } from '#contract/matches/test-terms.ts';
import type { TrackRecord } from '#contract/members/schema.ts';
import { nextId } from './ids.ts';

/** A member's whole record for tests: a new member unless told otherwise. */
export function aTrackRecord(overrides: Partial<TrackRecord> = {}): TrackRecord {
  return {
    completed: 0,
    completion_rate: null,
    rating: null,
    ratings: 0,
    codes_shared: 0,
    matches: 0,
    median_days_to_reward: null,
    upheld_reports: 0,
    email_verified: false,
    as_referee: { matches: 0, completed: 0, rating: null, ratings: 0 },
    ...overrides,
  };
}

/** Monzo's offer as a reported match was claimed on, and as it is unless told otherwise: £20 and £10, no spend, no terms. */
export const MONZO_TERMS = fixedOfferTerms(2000, 1000);

/** A party of a reported match, active unless told otherwise. */
export function aReportParty(username: string, overrides: Partial<AdminReportParty> = {}): AdminReportParty {
  return { id: nextId('20000000'), username, email: `${username}@example.com`, is_active: true, track_record: aTrackRecord(), ...overrides };
}

/**
 * An open report as the team sees it: the referee (bella) reports that the referrer's (sam) code did
 * not work, on a match that still has its code; `match` overrides the match's fields.
 */
export function anAdminReport(overrides: Partial<Omit<AdminReport, 'match'>> & { match?: Partial<AdminReport['match']> } = {}): AdminReport {
  const { match, ...rest } = overrides;
  const matchId = nextId('30000000');
  return {
    id: nextId('40000000'),
    match_id: matchId,
    app_name: 'Monzo',
    reason: 'CODE_DID_NOT_WORK',
    status: 'OPEN',
    reporter_role: 'referee',
    reporter_username: 'bella',
    resolution: null,
    action: null,
    resolved_at: null,
    decided_by: null,
    created_at: '2026-03-02T10:15:00.000Z',
    messages: [
      {
        id: nextId('50000000'),
        author: 'referee',
        author_name: 'bella',
        message: 'The app said the code was not valid.',
        created_at: '2026-03-02T10:15:00.000Z',
      },
    ],
    evidence: [],
    match: {
      id: matchId,
      status: 'USER_MARKED_DONE',
      created_at: '2026-03-01T09:00:00.000Z',
      referral_code_id: nextId('60000000'),
      code: 'SAM123',
      referral_link: 'https://monzo.me/sam123',
      code_status: 'ASSIGNED',
      terms_at_claim: MONZO_TERMS,
      current_terms: MONZO_TERMS,
      ...match,
    },
    referrer: aReportParty('sam', { track_record: aTrackRecord({ completed: 9, completion_rate: 0.75, rating: 4.2, ratings: 6, upheld_reports: 1 }) }),
    referee: aReportParty('bella'),
    ...rest,
  };
}

/** One page of reports, as GET /api/admin/reports answers. */
export function aReportsPage(reports: AdminReport[], { page = 1, limit = 10, total = reports.length } = {}): AdminReportsPage {
  return { reports, total, total_pages: Math.max(1, Math.ceil(total / limit)), page, limit };
}
