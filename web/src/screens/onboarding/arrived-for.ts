import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SLUG_PATTERN } from '#contract/apps/rules.ts';
import type { App } from '#contract/apps/schema.ts';
import type { OnboardingAction } from './onboarding-state.ts';

/** The app a public app page sent the person here for: ?claim= ("Get a code") or ?share= ("Share your code"). */
export function arrivedFor(searchParams: URLSearchParams, intent: 'claim' | 'share'): string | null {
  const slug = searchParams.get(intent);
  return slug !== null && SLUG_PATTERN.test(slug) ? slug : null;
}

/** Where "Get a code" leads once signed in: the dashboard, which claims that app's code. */
export function claimPathFor(slug: string): string {
  return `/dashboard?claim=${slug}`;
}

/** ?share={slug}: that app chosen in the platforms step once the catalogue arrives, once (the person may unchoose it). */
export function useSharedAppChosen(apps: readonly App[] | undefined, dispatch: (action: OnboardingAction) => void): void {
  const [searchParams] = useSearchParams();
  const slug = arrivedFor(searchParams, 'share');
  const done = useRef(false);
  useEffect(() => {
    if (done.current || slug === null || !apps) return;
    done.current = true;
    const app = apps.find((each) => each.slug === slug);
    if (app) dispatch({ type: 'toggle', appId: app.id });
  }, [slug, apps, dispatch]);
}
