import { linkFitsApp } from '#contract/apps/rules.ts';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import type { referralCodes } from '#server/db/schema.ts';
import { toAppSummary, type AppRow } from '../apps/dto.ts';
import type { CodeStanding } from './rotation.ts';

export type CodeRow = typeof referralCodes.$inferSelect;

/** A code's own fields as every answer names them, with its app's name. */
export function toCodeFields(code: CodeRow, appName: string) {
  return {
    id: code.id,
    app_id: code.appId,
    app_name: appName,
    code: code.code,
    referral_link: code.referralLink,
    status: code.status,
    current_uses: code.currentUses,
    max_uses: code.maxUses,
    created_at: code.createdAt.toISOString(),
  };
}

/** A code as its owner sees it: with its app, their own address, and whether its link is on one of the app's domains (links stored before the rule may not be). */
export function toReferralCodeDto(code: CodeRow, app: AppRow, owner: { id: string; email: string }, standing: CodeStanding): ReferralCode {
  return {
    ...toCodeFields(code, app.name),
    app: toAppSummary(app),
    owner,
    link_fits_app: linkFitsApp(code.referralLink, app.referralLinkDomains),
    times_matched: standing.timesMatched,
    completed: standing.completed,
    ahead_in_rotation: standing.ahead,
    capped_until: standing.cappedUntil,
  };
}
