import { z } from 'zod';
import { idField, isoDateTime } from './common.ts';
import { appBrief, appSummary } from './apps.ts';
import { REFERRAL_LINK_MESSAGES } from './referral-link.ts';

export const DEFAULT_MAX_USES = 5;
export const referralCodeStatus = z.enum(['UNUSED', 'ASSIGNED', 'USED', 'WITHDRAWN']);

export const referralCodeCreateBody = z.object({
  app_id: idField('App id'),
  referral_link: z.string({ error: REFERRAL_LINK_MESSAGES.empty }).max(2000, 'Referral link must be at most 2000 characters long'),
  max_uses: z
    .number({ error: 'Max uses must be a whole number' })
    .int('Max uses must be a whole number')
    .min(1, 'Max uses must be at least 1')
    .max(1000, 'Max uses must be at most 1000')
    .default(DEFAULT_MAX_USES),
});
export type ReferralCodeCreateBody = z.input<typeof referralCodeCreateBody>;

export const referralCode = z
  .object({
    id: z.uuid(),
    app_id: z.uuid(),
    app_name: z.string(),
    app: appSummary,
    code: z.string(),
    referral_link: z.string(),
    status: referralCodeStatus,
    current_uses: z.number().int(),
    max_uses: z.number().int(),
    created_at: isoDateTime,
    owner: z.object({ id: z.uuid(), email: z.string() }),
  })
  .meta({ id: 'ReferralCode' });
export type ReferralCode = z.infer<typeof referralCode>;

/** A code someone else shares. Its owner is shown only by the part of their e-mail before the at-sign. */
export const availableReferralCode = z
  .object({
    id: z.uuid(),
    app_id: z.uuid(),
    app: appBrief,
    owner: z.object({ email: z.string() }),
    max_uses: z.number().int(),
    current_uses: z.number().int(),
  })
  .meta({ id: 'AvailableReferralCode' });
export type AvailableReferralCode = z.infer<typeof availableReferralCode>;

export const listLimitQuery = z.object({
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').default(50),
  _: z.string().optional().describe('Cache-busting timestamp; ignored'),
});

/** The part of an e-mail address before the at-sign: all of another person's address anyone sees. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}
