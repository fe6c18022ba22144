import { describe, expect, it } from 'vitest';
import { changedOfferTermsParts, offerTermsChangeSentences, type OfferTerms } from './terms.ts';
import { fixedOfferTerms } from './test-terms.ts';

const TERMS = fixedOfferTerms(2000, 2000);

describe('what changed in an offer', () => {
  it('says each change in a sentence of its own, in the order of the offer', () => {
    expect(offerTermsChangeSentences(TERMS, { ...TERMS, referee_reward_amount_pence: 1000 })).toEqual(['The referee reward went from £20 to £10.']);
    expect(
      offerTermsChangeSentences(
        { ...TERMS, reward_waiting_period_days: 1, terms_conditions: 'UK only' },
        {
          ...TERMS,
          referrer_reward_amount_pence: 0,
          referrer_reward_min_pence: 1050,
          referrer_reward_max_pence: 5000,
          referee_reward_amount_pence: null,
          qualifying_spend_amount_pence: 10000,
          reward_waiting_period_days: 30,
          terms_conditions: 'UK residents only',
        },
      ),
    ).toEqual([
      'The referrer reward went from £20 to £10.50-£50.',
      'The referee reward went from £20 to no reward.',
      'The qualifying spend went from none to £100.',
      'The reward waiting period went from 1 day to 30 days.',
      'The terms and conditions changed.',
    ]);
  });

  it('sees no change where only the form a figure is kept in differs', () => {
    const same: OfferTerms[] = [
      { ...TERMS, reward_waiting_period_days: 25 },
      { ...TERMS, referrer_reward_amount_pence: null, referrer_reward_min_pence: 2000, referrer_reward_max_pence: 2000 },
      { ...TERMS, referee_reward_min_pence: 100, referee_reward_max_pence: null },
      { ...TERMS, qualifying_spend_amount_pence: 0 },
      { ...TERMS, terms_conditions: '' },
    ];
    for (const terms of same) expect(changedOfferTermsParts(TERMS, terms)).toEqual([]);
    expect(changedOfferTermsParts({ ...TERMS, referee_reward_amount_pence: null }, { ...TERMS, referee_reward_amount_pence: 0 })).toEqual([]);
  });
});
