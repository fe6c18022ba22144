import { describe, expect, it } from 'vitest';
import { aReportParty, anAdminReport } from '#web/test/test-admin-reports.ts';
import { actionsHint, decisionActions, reportedParty } from './report-words.ts';

const offered = (options: ReturnType<typeof decisionActions>) => options.map((option) => `${option.label}${option.disabled ? ' (off)' : ''}`);

describe('decisionActions', () => {
  it('offers every action when resolving a report on a match with its code', () => {
    expect(offered(decisionActions(anAdminReport(), 'RESOLVED'))).toEqual([
      'No action',
      'Pause the code',
      'Withdraw the code',
      'Deactivate the reported member',
    ]);
    expect(actionsHint(anAdminReport(), 'RESOLVED')).toBeNull();
  });

  it('offers no action but "No action" when dismissing', () => {
    expect(offered(decisionActions(anAdminReport(), 'DISMISSED'))).toEqual(['No action']);
    expect(actionsHint(anAdminReport(), 'DISMISSED')).toBe('A dismissal takes no action.');
  });

  it('turns the code actions off when the match has no code, and deactivation when the reported account is gone', () => {
    const noCode = anAdminReport({ match: { referral_code_id: null, code: null, code_status: null } });
    expect(offered(decisionActions(noCode, 'RESOLVED'))).toEqual([
      'No action',
      'Pause the code (off)',
      'Withdraw the code (off)',
      'Deactivate the reported member',
    ]);
    expect(actionsHint(noCode, 'RESOLVED')).toBe('The match no longer has a referral code to pause or withdraw.');

    const gone = anAdminReport({ referrer: null });
    expect(offered(decisionActions(gone, 'RESOLVED'))).toContain('Deactivate the reported member (off)');
    expect(actionsHint(gone, 'RESOLVED')).toBe('The reported member’s account is gone.');
  });
});

describe('reportedParty', () => {
  it('is the party who did not make the report', () => {
    const referrer = aReportParty('sam');
    const referee = aReportParty('bella');
    expect(reportedParty({ reporter_role: 'referee', referrer, referee })).toBe(referrer);
    expect(reportedParty({ reporter_role: 'referrer', referrer, referee })).toBe(referee);
  });
});
