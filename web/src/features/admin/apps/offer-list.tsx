import { useEffect, useRef } from 'react';
import type { App } from '#contract/apps/schema.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { OfferCard, type OfferAction } from './offer-card.tsx';

type OfferListProps = {
  title: string;
  apps: readonly App[];
  empty: string;
  onAction: (action: OfferAction, app: App) => void;
  /** The offer to focus (it just moved here), or true to focus this list's heading (an offer left it). */
  focusAppId: string | null;
  focusHeading: boolean;
};

/** Active Offers or Inactive Offers. */
export function OfferList({ title, apps, empty, onAction, focusAppId, focusHeading }: OfferListProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const headingId = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h3 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-semibold text-neutral-900">
        {title} <span className="font-normal text-neutral-600">({apps.length})</span>
      </h3>
      {apps.length === 0 ? (
        <EmptyState icon="gift" title={empty} className="mt-3" />
      ) : (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {apps.map((app) => (
            <OfferCard key={app.id} app={app} onAction={onAction} takeFocus={app.id === focusAppId} />
          ))}
        </ul>
      )}
    </section>
  );
}
