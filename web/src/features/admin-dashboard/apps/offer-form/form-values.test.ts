import { describe, expect, it } from 'vitest';
import { appFormBody } from '../../../../../../contract/admin-apps.ts';
import { appBodyOf, EMPTY_OFFER_FORM, fixedInUse, penceFrom, rangeInUse, withMoney, withoutRange, type OfferFormValues } from './form-values.ts';

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
  });

  it('a range value zeroes the fixed amount and disables it; a fixed amount above 0 disables the range; Clear Range empties it', () => {
    const ranged = withMoney(filled, 'referee_reward_min_pence', '5');
    expect(ranged.referee_reward_amount_pence).toBe('0.00');
    expect(rangeInUse(ranged, 'referee')).toBe(true);
    expect(fixedInUse(ranged, 'referee')).toBe(false);
    expect(fixedInUse(filled, 'referrer')).toBe(true);
    const cleared = withoutRange(ranged, 'referee');
    expect(rangeInUse(cleared, 'referee')).toBe(false);
  });

  it('is checked by the same schema as the server, field by field', () => {
    const result = appFormBody.safeParse(appBodyOf({ ...filled, app_url: 'monzo', referee_reward_amount_pence: '', referee_reward_min_pence: '5' }));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({
      app_url: 'App URL must be a valid URL (https://...)',
      referee_reward_max_pence: 'Referee reward range needs both a minimum and a maximum',
    });
  });
});
