import { describe, expect, it } from 'vitest';
import { aReportSummary } from '#web/test/test-reports.ts';
import { openReportAbout } from './open-report.ts';

const MATCH = '10000000-0000-4000-8000-000000000999';

describe('the open report about a match', () => {
  it('is none when no report about the match is open', () => {
    expect(openReportAbout([], MATCH)).toBeNull();
    expect(
      openReportAbout([aReportSummary({ match_id: MATCH, status: 'RESOLVED' }), aReportSummary({ match_id: MATCH, status: 'DISMISSED', mine: false })], MATCH),
    ).toBeNull();
    expect(openReportAbout([aReportSummary()], MATCH)).toBeNull();
  });

  it('is the person’s own open report first, else the other party’s', () => {
    const theirs = aReportSummary({ match_id: MATCH, mine: false, reporter_role: 'referrer' });
    const mine = aReportSummary({ match_id: MATCH });
    expect(openReportAbout([theirs], MATCH)).toBe(theirs);
    expect(openReportAbout([theirs, mine], MATCH)).toBe(mine);
  });
});
