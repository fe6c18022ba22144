import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link.ts';

const MATCH = '10000000-0000-4000-8000-000000000001';

describe('where a notification leads', () => {
  it('leads from a report’s notification to the reports about its match', () => {
    for (const type of ['REPORT_OPENED', 'REPORT_MESSAGE', 'REPORT_DECIDED']) {
      expect(notificationLink({ type, match_id: MATCH }, 'sam_okafor')).toEqual({ to: `/reports?match=${MATCH}`, label: 'View report' });
    }
    expect(notificationLink({ type: 'REPORT_OPENED', match_id: null }, 'sam_okafor')).toBeNull();
  });

  it('leads from a paused code to the person’s codes, and from other notifications nowhere', () => {
    expect(notificationLink({ type: 'CODE_PAUSED', match_id: MATCH }, 'sam_okafor')).toEqual({ to: '/my-apps', label: 'View your codes' });
    expect(notificationLink({ type: 'REFERRAL_CLAIMED', match_id: MATCH }, 'sam_okafor')).toBeNull();
  });

  it('leads from a completed referral to the form to rate the other member', () => {
    expect(notificationLink({ type: 'REFERRAL_COMPLETED', match_id: MATCH }, 'sam_okafor')).toEqual({
      to: `/dashboard?rate=${MATCH}`,
      label: 'Rate the other member',
    });
  });

  it('leads from an offer that changed to the match, or to the dashboard when it touched several', () => {
    expect(notificationLink({ type: 'OFFER_CHANGED', match_id: MATCH }, 'sam_okafor')).toEqual({ to: `/dashboard?match=${MATCH}`, label: 'See your match' });
    expect(notificationLink({ type: 'OFFER_CHANGED', match_id: null }, 'sam_okafor')).toEqual({ to: '/dashboard', label: 'See your matches' });
  });

  it('leads from the support team’s answer to the person’s support requests', () => {
    expect(notificationLink({ type: 'SUPPORT_REPLY', match_id: null }, 'sam_okafor')).toEqual({ to: '/support', label: 'Read the answer' });
  });

  it('leads from a review of the person, or their hidden reply, to their own page, once their name is known', () => {
    expect(notificationLink({ type: 'REVIEW_RECEIVED', match_id: MATCH }, 'sam_okafor')).toEqual({ to: '/members/sam_okafor', label: 'Reply on your page' });
    expect(notificationLink({ type: 'REPLY_HIDDEN', match_id: MATCH }, 'sam okafor')).toEqual({ to: '/members/sam%20okafor', label: 'See your page' });
    expect(notificationLink({ type: 'REVIEW_RECEIVED', match_id: MATCH }, null)).toBeNull();
  });
});
