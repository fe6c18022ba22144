import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AppFormInput } from '#contract/admin/apps/schema.ts';

/** A complete, valid offer form: fixed £20 for the referrer, £10 for the referee. */
export function appForm(overrides: Partial<AppFormInput> = {}): AppFormInput {
  return {
    name: `Offer ${randomUUID().slice(0, 8)}`,
    description: 'A UK app people sign up to with a referral',
    category: 'banking',
    app_url: 'https://app.example.com',
    offer_url: 'https://app.example.com/refer',
    referrer_reward_amount_pence: 2000,
    referee_reward_amount_pence: 1000,
    max_uses_per_user: 1,
    reward_waiting_period_days: 25,
    offer_expiry_days: 30,
    terms_conditions: 'New customers only.',
    requires_referral_code: true,
    ...overrides,
  };
}

/** Asserts an error answer: its status and its {detail} sentence (or a pattern it must match). */
export function expectError(response: { statusCode: number; json: () => unknown }, status: number, detail: string | RegExp): void {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { detail?: unknown };
  if (typeof detail === 'string') expect(body).toEqual({ detail });
  else expect(String(body.detail)).toMatch(detail);
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
