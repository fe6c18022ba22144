import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { App } from '#contract/apps/schema.ts';
import { appClosedText } from '#contract/apps/rules.ts';
import { notify } from '#web/lib/toast.tsx';

/**
 * /dashboard?claim={slug}, where an app page's "Get a code" leads (after sign-up, for a visitor):
 * that app's code claimed once the catalogue is here, as its Claim button would, and the link's
 * query taken away so a reload does not claim again. An app no longer open says so.
 */
export function useClaimFromLink(apps: readonly App[] | undefined, claimOffer: (app: App) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const slug = searchParams.get('claim');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (slug === null || !apps || done.current === slug) return;
    done.current = slug;
    const app = apps.find((each) => each.slug === slug);
    if (app) claimOffer(app);
    else notify.error(appClosedText('That app'));
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('claim');
        return next;
      },
      { replace: true },
    );
  }, [slug, apps, claimOffer, setSearchParams]);
}
