import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { appFormBody } from '#contract/admin/apps/schema.ts';
import { appBodyOf, EMPTY_OFFER_FORM, fixedInUse, offerFormSchema, penceFrom, rangeInUse, type OfferFormValues } from './form-values.ts';

const filled: OfferFormValues = {
  ...EMPTY_OFFER_FORM,
  name: 'Monzo',
  description: 'A UK bank',
  app_url: 'https://monzo.com',
  referrer_reward_amount_pence: '10',
  referee_reward_amount_pence: '5.5',
};

describe('the offer form', () => {
  it('turns pounds into pence, rounded to the penny', () => {
    expect(penceFrom('12.345')).toBe(1235);
    expect(penceFrom('0.1')).toBe(10);
    expect(penceFrom('')).toBeNull();
    expect(penceFrom('abc')).toBeNaN();
  });

  it('builds the body the API takes: defaults, nulls for blanks, expiry at the end of the day', () => {
    const body = appBodyOf({ ...filled, expiry_date: '2026-12-31' });
    expect(body).toMatchObject({
      referrer_reward_amount_pence: 1000,
      referee_reward_amount_pence: 550,
      referrer_reward_min_pence: null,
      offer_url: null,
      max_uses_per_user: 1,
      expiry_date: '2026-12-31T23:59:59',
      is_active: true,
    });
    expect(appFormBody.safeParse(body).success).toBe(true);
    expect(appBodyOf({ ...filled, max_uses_mode: 'unlimited' }).max_uses_per_user).toBeNull();
    // The referrer monthly cap: empty is none.
    expect(body.referrer_monthly_cap).toBeNull();
    expect(appBodyOf({ ...filled, referrer_monthly_cap: ' 10 ' }).referrer_monthly_cap).toBe(10);
  });

  it('a range value in either end puts the range in use; a fixed amount above 0 puts the fixed amount in use', () => {
    expect(rangeInUse('5', '')).toBe(true);
    expect(rangeInUse('', ' ')).toBe(false);
    expect(fixedInUse('0.00')).toBe(false);
    expect(fixedInUse('10')).toBe(true);
    expect(fixedInUse('')).toBe(false);
  });

  it('is checked by the same schema as the server, field by field', () => {
    const result = offerFormSchema.safeParse({ ...filled, app_url: 'monzo', referee_reward_amount_pence: '', referee_reward_min_pence: '5' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({
      app_url: 'App URL must be a valid URL (https://...)',
      referee_reward_max_pence: 'Referee reward range needs both a minimum and a maximum',
    });
  });

  it("shows the contract's message for an optional address through the form's resolver", async () => {
    const result = await zodResolver(offerFormSchema)({ ...filled, offer_url: 'monzo' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.offer_url?.message).toBe('Offer URL must be a valid URL (https://...)');
  });
});
