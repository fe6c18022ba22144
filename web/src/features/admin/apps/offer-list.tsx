import { useEffect, useId, useRef } from 'react';
import type { App } from '#contract/apps/schema.ts';
import { useFold } from '#web/components/section/fold.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LineIcon } from '#web/components/ui/line-icon.tsx';
import { cn } from '#web/lib/cn.ts';
import { OfferCard, type OfferAction } from './offer-card.tsx';

type OfferListProps = {
  title: string;
  apps: readonly App[];
  empty: string;
  onAction: (action: OfferAction, app: App) => void;
  /** The offer to focus (it just moved here), or true to focus this list's heading (an offer left it). */
  focusAppId: string | null;
  focusHeading: boolean;
  /** Open on a phone whatever the person chose (a search is showing what it found). */
  forceOpen?: boolean;
};

/** Active Offers or Inactive Offers; on a phone, closed under its heading until opened. */
export function OfferList({ title, apps, empty, onAction, focusAppId, focusHeading, forceOpen = false }: OfferListProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyId = useId();
  const fold = useFold();
  const open = fold.open || forceOpen || (focusAppId !== null && apps.some((app) => app.id === focusAppId));
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const headingId = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  const count = <span className="font-normal text-neutral-600">({apps.length})</span>;
  return (
    <section aria-labelledby={headingId}>
      <h3 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-semibold text-neutral-900">
        {fold.folds && !forceOpen ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={fold.toggle}
            className="-my-2 flex min-h-11 w-full items-center justify-between gap-3 text-left"
          >
            <span>
              {title} {count}
            </span>
            <LineIcon className={cn('size-5 shrink-0 text-neutral-600 motion-safe:transition-transform', open && 'rotate-180')}>M6 9l6 6 6-6</LineIcon>
          </button>
        ) : (
          <>
            {title} {count}
          </>
        )}
      </h3>
      <div id={bodyId} hidden={!open}>
        {apps.length === 0 ? (
          <EmptyState icon="gift" title={empty} className="mt-3" />
        ) : (
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {apps.map((app) => (
              <OfferCard key={app.id} app={app} onAction={onAction} takeFocus={app.id === focusAppId} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
