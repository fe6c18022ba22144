import { describe, expect, it } from 'vitest';
import { aReportMessage } from '#web/test/test-reports.ts';
import { authorLine, myRole, reportedBy, reporterText } from './report-words.ts';

describe('the words of a report', () => {
  it('say who reported it and the person’s role in its match', () => {
    expect(reportedBy({ mine: true })).toBe('Reported by you');
    expect(reportedBy({ mine: false })).toBe('Reported by the other party');
    expect(reporterText({ mine: true, reporter_role: 'referee' })).toBe('You (the referee)');
    expect(reporterText({ mine: false, reporter_role: 'referrer' })).toBe('The other party (the referrer)');
    expect(myRole({ mine: true, reporter_role: 'referee' })).toBe('referee');
    expect(myRole({ mine: false, reporter_role: 'referee' })).toBe('referrer');
    expect(myRole({ mine: false, reporter_role: 'referrer' })).toBe('referee');
  });

  it('name a message’s author with their role, marking the person’s own, or the team', () => {
    expect(authorLine(aReportMessage({ author: 'referee', author_name: 'amelia' }), 'referee')).toBe('amelia (you) · Referee');
    expect(authorLine(aReportMessage({ author: 'referrer', author_name: 'ben' }), 'referee')).toBe('ben · Referrer');
    expect(authorLine(aReportMessage({ author: 'team', author_name: 'The Referral Exchange team' }), 'referee')).toBe('The Referral Exchange team');
  });
});
