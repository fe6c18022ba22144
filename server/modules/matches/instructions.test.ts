import { describe, expect, it } from 'vitest';
import type { apps } from '#server/db/schema.ts';
import { buildClaimInstructions } from './instructions.ts';

const app: typeof apps.$inferSelect = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'Monzo',
  slug: 'monzo',
  category: 'banking',
  description: 'A bank',
  logoUrl: null,
  appUrl: 'https://monzo.com',
  offerUrl: null,
  referrerRewardAmountPence: 500,
  refereeRewardAmountPence: 500,
  referrerRewardMinPence: null,
  referrerRewardMaxPence: null,
  refereeRewardMinPence: null,
  refereeRewardMaxPence: null,
  qualifyingSpendAmountPence: null,
  maxUsesPerUser: 1,
  referrerMonthlyCap: null,
  isActive: true,
  expiryDate: null,
  termsConditions: null,
  rewardWaitingPeriodDays: null,
  offerExpiryDays: 30,
  requiresReferralCode: true,
  referralLinkDomains: [],
  referralLinkFormat: null,
  opensToAllAt: null,
  offerEndedAt: null,
  deletedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

/** The spec's stale shape (user-side §4): exactly five steps, none mentioning a qualifying spend. */
const looksStale = (steps: string[]) => steps.length === 5 && !steps.some((step) => /qualifying spend/i.test(step));

describe('claim instructions', () => {
  it('are never written in the stale shape, whatever the app', () => {
    for (const requiresReferralCode of [true, false]) {
      for (const qualifyingSpendAmountPence of [null, 1000]) {
        for (const rewardWaitingPeriodDays of [null, 0, 7]) {
          const steps = buildClaimInstructions({ ...app, requiresReferralCode, qualifyingSpendAmountPence, rewardWaitingPeriodDays }, 'C0DE').steps;
          expect(looksStale(steps), JSON.stringify(steps)).toBe(false);
        }
      }
    }
    const instant = buildClaimInstructions({ ...app, rewardWaitingPeriodDays: 0 }, 'C0DE');
    expect(instant.notes).toContain('Rewards are usually paid as soon as you qualify.');
    expect(instant.notes).not.toContain('0 days');
  });

  it('walks the referee through sign-up with the code, and names the reward and the default wait', () => {
    const instructions = buildClaimInstructions(app, 'ABC123');
    expect(instructions.steps).toContain('Enter the referral code ABC123 when Monzo asks for one.');
    expect(instructions.steps).toContain('Come back here and press Mark as Sign Up Complete within 30 days of claiming, or the claim expires.');
    expect(instructions.steps.at(-1)).toBe('Your reward usually arrives within 25 days of qualifying; when it does, confirm it here.');
    expect(instructions.notes).toBe('Your reward: £5. Rewards usually arrive within 25 days of qualifying. Monzo sets its rewards and may change them.');
    expect(instructions.estimated_time).toBe('About 10 minutes');
  });

  it('names a qualifying spend and its deadline, so the instructions are never the stale five-step kind', () => {
    const instructions = buildClaimInstructions(
      { ...app, qualifyingSpendAmountPence: 1000, refereeRewardAmountPence: null, refereeRewardMinPence: 1000, refereeRewardMaxPence: 20000 },
      'X',
    );
    expect(instructions.steps).toContain('Make a qualifying spend of at least £10 within 30 days.');
    expect(instructions.notes).toMatch(/^Your reward: £10-£200\./);
  });
});
