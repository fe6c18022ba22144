import { DEFAULT_WAITING_PERIOD_DAYS } from '#contract/apps/rules.ts';
import type { App } from '#contract/apps/schema.ts';
import { formatPence } from '#contract/shared/money.ts';
import { Detail } from '#web/components/ui/detail.tsx';
import { formatDateTime } from '../shared/format.ts';

/** View Details: the referral_offers[0] figures, then the rest of the offer. */
export function OfferDetails({ id, app, hidden }: { id: string; app: App; hidden: boolean }) {
  const offer = app.referral_offers[0];
  return (
    <div id={id} hidden={hidden} className="mt-4 border-t border-neutral-200 pt-4">
      {offer && <p className="font-semibold text-neutral-900">{offer.title}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail term="Current uses">{offer?.current_total_uses ?? 0}</Detail>
        <Detail term="Total max uses">{offer?.total_max_uses ?? 0}</Detail>
        <Detail term="Total codes">{offer?.total_codes ?? 0}</Detail>
        <Detail term="Available codes">{offer?.available_codes ?? 0}</Detail>
      </dl>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Detail term="App URL">{app.app_url}</Detail>
        <Detail term="Offer URL">{app.offer_url ?? 'None'}</Detail>
        <Detail term="Qualifying spend">{app.qualifying_spend_amount_pence === null ? 'None' : formatPence(app.qualifying_spend_amount_pence)}</Detail>
        <Detail term="Max uses per user">{app.max_uses_per_user ?? 'Unlimited'}</Detail>
        <Detail term="Referrer monthly cap">{app.referrer_monthly_cap === null ? 'None' : `${app.referrer_monthly_cap} a month`}</Detail>
        <Detail term="Reward waiting period">{`${app.reward_waiting_period_days ?? DEFAULT_WAITING_PERIOD_DAYS} days`}</Detail>
        <Detail term="Offer expiry">{app.offer_expiry_days === null ? 'None' : `${app.offer_expiry_days} days`}</Detail>
        <Detail term="Expiry date">{formatDateTime(app.expiry_date, 'None')}</Detail>
        <Detail term="Requires a referral code">{app.requires_referral_code ? 'Yes' : 'No'}</Detail>
      </dl>
      {app.terms_conditions && (
        <div className="mt-4">
          <p className="text-sm text-neutral-600">Terms and conditions</p>
          <p className="whitespace-pre-line text-neutral-800">{app.terms_conditions}</p>
        </div>
      )}
    </div>
  );
}
