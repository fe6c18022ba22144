import { useEffect, useId, useRef, useState } from 'react';
import type { App } from '#contract/apps/schema.ts';
import { formatReward } from '#contract/shared/money.ts';
import { AppHeading } from '#web/components/app-logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '../shared/format.ts';
import { OfferDetails } from './offer-details.tsx';
import { isExpired, isExpiringSoon } from './offer-summary.ts';

export type OfferAction = 'toggle' | 'edit' | 'delete';

type OfferCardProps = {
  app: App;
  onAction: (action: OfferAction, app: App) => void;
  /** Focus lands here after the offer moved between the lists. */
  takeFocus: boolean;
};

function rewardText(amountPence: number | null, minPence: number | null, maxPence: number | null): string {
  return formatReward({ amountPence, minPence, maxPence }) ?? 'None';
}

function ExpiryNote({ app }: { app: App }) {
  if (!app.expiry_date) return null;
  const now = new Date();
  const label = isExpired(app, now) ? 'Expired' : isExpiringSoon(app, now) ? 'Expiring soon' : null;
  return (
    <p className="text-sm text-neutral-700">
      Expires {formatDate(app.expiry_date)}
      {label && <span className="ml-2 rounded-md bg-warning-100 px-1.5 py-0.5 text-xs font-semibold text-warning-900">{label}</span>}
    </p>
  );
}

/** One offer: its rewards, View/Hide Details, Activate or Deactivate, Edit and Delete. */
export function OfferCard({ app, onAction, takeFocus }: OfferCardProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const articleRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) articleRef.current?.focus();
  }, [takeFocus]);
  const name = <span className="sr-only"> {app.name}</span>;

  return (
    <li>
      <article ref={articleRef} tabIndex={-1} aria-labelledby={titleId} className="rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm">
        <AppHeading name={app.name} logoUrl={app.logo_url} titleId={titleId} level="h4">
          <p className="text-sm text-neutral-700">
            <span className="capitalize">{app.category}</span> · Referrer{' '}
            {rewardText(app.referrer_reward_amount_pence, app.referrer_reward_min_pence, app.referrer_reward_max_pence)} · Referee{' '}
            {rewardText(app.referee_reward_amount_pence, app.referee_reward_min_pence, app.referee_reward_max_pence)}
          </p>
          <ExpiryNote app={app} />
        </AppHeading>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((current) => !current)}>
            {open ? 'Hide Details' : 'View Details'}
            {name}
          </Button>
          <Button variant="secondary" onClick={() => onAction('toggle', app)}>
            {app.is_active ? 'Deactivate' : 'Activate'}
            {name}
          </Button>
          <Button variant="secondary" onClick={() => onAction('edit', app)}>
            Edit{name}
          </Button>
          <Button variant="secondary" className="text-danger-700 hover:text-danger-800" onClick={() => onAction('delete', app)}>
            Delete{name}
          </Button>
        </div>
        <OfferDetails id={detailsId} app={app} hidden={!open} />
      </article>
    </li>
  );
}
