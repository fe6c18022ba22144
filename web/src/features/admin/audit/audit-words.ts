import { AUDIT_ACTIONS, type AuditAction, type AuditEntityType } from '#contract/admin/audit/schema.ts';

/** What each kind of record is called in the audit log. */
export const ENTITY_TYPE_LABEL: Record<AuditEntityType, string> = {
  app: 'App',
  ai_suggestion: 'AI suggestion',
  system_setting: 'System setting',
  user: 'User',
  report: 'Report',
  referral_code: 'Referral code',
  support_request: 'Support request',
  review: 'Review',
  referral_flag: 'Flagged match',
};

/** Each administrator write in words, as the log lists it. */
export const ACTION_LABEL: Record<AuditAction, string> = {
  'app.create': 'Created an app',
  'app.update': 'Changed an app',
  'app.delete': 'Deleted an app',
  'ai_suggestion.create': 'Added an AI suggestion',
  'ai_suggestion.activate': 'Activated an AI suggestion',
  'ai_suggestion.reject': 'Rejected an AI suggestion',
  'system_setting.update': 'Changed a system setting',
  'user.update': 'Changed a user',
  'user.resend_verification': 'Sent a user a new verification link',
  'user.second_factor_on': 'Turned on their second factor',
  'user.second_factor_reset': 'Reset a user’s second factor',
  'report.resolve': 'Resolved a report',
  'report.dismiss': 'Dismissed a report',
  'report.message': 'Wrote in a report’s thread',
  'referral_code.pause': 'Paused a referral code',
  'referral_code.withdraw': 'Withdrew a referral code',
  'referral_code.restore': 'Restored a referral code',
  'support_request.reply': 'Answered a support request',
  'support_request.close': 'Closed a support request',
  'support_request.reopen': 'Reopened a support request',
  'review.hide': 'Hid a reported review',
  'review.hide_reply': 'Hid the reply under a reported review',
  'review.keep': 'Kept a reported review',
  'referral_flag.clear': 'Cleared a self-referral flag',
  'referral_flag.cancel': 'Cancelled a flagged match and paused its code',
};

/** The kind of record an action is about: its name up to the dot ("report.resolve" is about a report). */
export function entityTypeOf(action: AuditAction): AuditEntityType {
  return action.slice(0, action.indexOf('.')) as AuditEntityType;
}

/** The actions that can be about a kind of record, in the contract's order; every action without one. */
export function actionsFor(entityType: AuditEntityType | null): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => entityType === null || entityTypeOf(action) === entityType);
}
