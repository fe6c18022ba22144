import { describe, expect, it } from 'vitest';
import { aMatch } from '#web/test/test-matches.ts';
import { aReportSummary } from '#web/test/test-reports.ts';
import { nextSteps } from './next-steps.ts';

const NOW = new Date('2025-06-10T12:00:00.000Z');
const markedDone = (overrides: Parameters<typeof aMatch>[0] = {}) =>
  aMatch({ status: 'USER_MARKED_DONE', reward_countdown_started_at: '2025-05-01T00:00:00.000Z', reward_due_at: '2025-06-20T00:00:00.000Z', ...overrides });

describe('the next steps on the dashboard', () => {
  it('are none when no match waits on the person', () => {
    const theirs = aMatch({ role: 'referrer' }); // the referee marks the sign-up, not the referrer
    const done = markedDone({ referee_confirmed_receipt: true }); // already confirmed
    const cancelled = aMatch({ status: 'CANCELLED' });
    expect(nextSteps([theirs, done, cancelled], [], NOW)).toEqual([]);
  });

  it('put a report to answer first, then a reward overdue, a reward to confirm and a sign-up to mark complete', () => {
    const toMark = aMatch({ claim_expires_at: '2025-06-11T00:00:00.000Z' });
    const toConfirm = markedDone({ role: 'referrer' });
    const overdue = markedDone({ reward_due_at: '2025-06-01T00:00:00.000Z' });
    const reported = aMatch({ status: 'COMPLETED', referee_confirmed_receipt: true, referrer_confirmed_receipt: true });
    const report = aReportSummary({ match_id: reported.id, mine: false, reporter_role: 'referrer' });

    const steps = nextSteps([toMark, toConfirm, overdue, reported], [report], NOW);
    expect(steps.map((step) => [step.kind, step.match.id])).toEqual([
      ['answer-report', reported.id],
      ['reward-overdue', overdue.id],
      ['confirm-reward', toConfirm.id],
      ['mark-complete', toMark.id],
    ]);
    expect(steps[0]).toMatchObject({ report: { id: report.id } });
  });

  it('ask last for a rating of each completed match not yet rated, from either side, while the other is a member', () => {
    const toMark = aMatch({ claim_expires_at: '2025-06-11T00:00:00.000Z' });
    const rateReferrer = aMatch({ status: 'COMPLETED', my_review_rating: null });
    const rateReferee = aMatch({ role: 'referrer', status: 'CONFIRMED', my_review_rating: null });
    const rated = aMatch({ status: 'COMPLETED', my_review_rating: 4 });
    const gone = aMatch({ status: 'COMPLETED', my_review_rating: null, other_party: null });
    const steps = nextSteps([rateReferrer, rated, gone, toMark, rateReferee], [], NOW);
    expect(steps.map((step) => [step.kind, step.match.id])).toEqual([
      ['mark-complete', toMark.id],
      ['rate', rateReferrer.id],
      ['rate', rateReferee.id],
    ]);
  });

  it('give one step a match: its report to answer stands for it', () => {
    const overdue = markedDone({ reward_due_at: '2025-06-01T00:00:00.000Z' });
    const report = aReportSummary({ match_id: overdue.id, mine: false, reporter_role: 'referrer' });
    expect(nextSteps([overdue], [report], NOW).map((step) => step.kind)).toEqual(['answer-report']);
  });

  it('do not count the person’s own reports, nor decided ones', () => {
    const match = aMatch();
    const reports = [aReportSummary({ match_id: match.id, mine: true }), aReportSummary({ match_id: match.id, mine: false, status: 'DISMISSED' })];
    expect(nextSteps([match], reports, NOW).map((step) => step.kind)).toEqual(['mark-complete']);
  });

  it('leave a report the person has answered to the team: its match goes back to its own step', () => {
    const match = aMatch();
    const answered = aReportSummary({ match_id: match.id, mine: false, reporter_role: 'referrer', replied: true });
    expect(nextSteps([match], [answered], NOW).map((step) => step.kind)).toEqual(['mark-complete']);
  });

  it('order steps of one kind by their date, soonest first and undated last, then by the oldest claim', () => {
    const undated = aMatch({ created_at: '2025-01-01T00:00:00.000Z' });
    const later = aMatch({ claim_expires_at: '2025-06-20T00:00:00.000Z' });
    const sooner = aMatch({ claim_expires_at: '2025-06-12T00:00:00.000Z' });
    const undatedNewer = aMatch({ created_at: '2025-02-01T00:00:00.000Z' });
    expect(nextSteps([undatedNewer, later, undated, sooner], [], NOW).map((step) => step.match.id)).toEqual([sooner.id, later.id, undated.id, undatedNewer.id]);
  });

  it('do not ask a party with no reward to confirm while the other party has one', () => {
    const noRewardForMe = markedDone({ app: { referee_reward_amount_pence: null } });
    expect(nextSteps([noRewardForMe], [], NOW)).toEqual([]);
  });
});
