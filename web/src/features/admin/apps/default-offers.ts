import type { App, ReferralOffer } from '#contract/apps/schema.ts';

/** The offer an app is shown with when none came with it: its own texts, no figures yet. */
function defaultOfferFor(app: App): ReferralOffer {
  return {
    id: app.id,
    title: `${app.name} referral offer`,
    description: app.description,
    conditions: app.terms_conditions,
    expiry_date: app.expiry_date,
    is_active: app.is_active,
    total_codes: 0,
    available_codes: 0,
    current_total_uses: 0,
    total_max_uses: 0,
  };
}

/** admin-side.md §4: when apps-with-offers fails, the public list stands in, each app with an offer built here. */
export function withDefaultOffers(apps: readonly App[]): App[] {
  return apps.map((app) => (app.referral_offers.length > 0 ? app : { ...app, referral_offers: [defaultOfferFor(app)] }));
}
