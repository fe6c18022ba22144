import { and, desc, eq, isNull } from 'drizzle-orm';
import { APP_PAGE_WINDOW_DAYS } from '#contract/apps/rules.ts';
import { appPage, type AppPage } from '#contract/apps/schema.ts';
import { completionRate } from '#contract/members/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { apps, appSlugRedirects } from '#server/db/schema.ts';
import { toAppBrief, type AppRow } from './dto.ts';
import { RecentFigures } from './recent-figures.ts';
import { appIsOpen } from './service.ts';

/** What /apps/{slug} finds: the page, the app's page under its new slug, an offer that has ended, or nothing. */
export type AppPageLookup =
  { found: 'page'; page: AppPage } | { found: 'moved'; slug: string } | { found: 'ended'; app: Pick<AppRow, 'name' | 'slug' | 'category'> } | { found: 'none' };

type Figures = { codes_available: number; completed_recently: number; sharers: number; completed: number; ended: number; median_days: number | null };

/**
 * The marketplace's figures for one app, in one statement on its indexes: codes on offer with uses
 * left, by active people (referral_codes_available_idx); the track records of the people offering
 * them, added up; its matches completed in the window and the median days from a sign-up marked to
 * the first reward confirmed over them, as a member page counts a sharer's, from matches_app_completed_idx
 * alone (its status and both dates are in it).
 * For the busiest app of a full-scale marketplace (7,600 sharers, 12,000 rewards in the window) it
 * takes 50 to 120 ms, so each process keeps an app's figures and counts them again in the background (figuresOf).
 */
export const APP_PAGE_FIGURES_SQL = `WITH offered AS MATERIALIZED (
    SELECT user_id, current_uses < max_uses AS has_uses FROM referral_codes
    WHERE app_id = $1 AND status IN ('UNUSED', 'ASSIGNED') AND owner_active
  )
  SELECT codes.codes_available, codes.sharers, records.completed, records.ended, recent.completed_recently, recent.median_days
  FROM (SELECT (count(*) FILTER (WHERE has_uses))::int AS codes_available, count(*)::int AS sharers FROM offered) AS codes,
    (SELECT coalesce(sum(t.referrer_completed), 0)::int AS completed, coalesce(sum(t.referrer_ended), 0)::int AS ended
       FROM offered o JOIN track_records t ON t.user_id = o.user_id) AS records,
    (SELECT count(*)::int AS completed_recently,
        round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_confirmed_at - reward_countdown_started_at) / 86400)
          FILTER (WHERE first_confirmed_at IS NOT NULL AND reward_countdown_started_at IS NOT NULL))::numeric, 1)::float8 AS median_days
       FROM matches
       WHERE app_id = $1 AND completed_at IS NOT NULL AND completed_at >= now() - make_interval(days => $2) AND status IN ('COMPLETED', 'CONFIRMED')) AS recent`;

/**
 * How an app's figures are kept in a process: counted again after half a minute, and answered up to
 * a minute old while the new count runs, so a visitor waits for a count only on a page no one has
 * opened for a minute (its page says the figures may be a minute behind).
 */
const FIGURES_FRESH_MS = 30_000;
const FIGURES_KEPT_MS = 60_000;

const keptFigures = new WeakMap<DbOrTx, RecentFigures<Figures>>();

/** An app's figures, counted at most once a FIGURES_FRESH_MS in this process (one count at a time per app). */
function figuresOf(db: DbOrTx, appId: string): Promise<Figures> {
  let kept = keptFigures.get(db);
  if (!kept) {
    kept = new RecentFigures<Figures>(async (id) => (await runNamed<Figures>(db, 'app_page_figures', APP_PAGE_FIGURES_SQL, [id, APP_PAGE_WINDOW_DAYS]))[0]!, {
      maxAgeMs: FIGURES_FRESH_MS,
      maxStaleMs: FIGURES_KEPT_MS,
      max: 1_000,
    });
    keptFigures.set(db, kept);
  }
  return kept.get(appId);
}

/** The page's data, checked against the contract as the catalogue's is (it goes into the HTML and the browser hydrates from it). */
function toAppPage(row: AppRow, figures: Figures): AppPage {
  const { opens_to_all_at: _earlyAccess, ...brief } = toAppBrief(row);
  return appPage.parse({
    app: { ...brief, offer_expiry_days: row.offerExpiryDays, terms_conditions: row.termsConditions, expiry_date: row.expiryDate?.toISOString() ?? null },
    codes_available: figures.codes_available,
    completed_recently: figures.completed_recently,
    sharers: { count: figures.sharers, completion_rate: completionRate(figures.completed, figures.ended) },
    median_days_to_reward: figures.median_days,
  });
}

/**
 * The app a slug names, in this order: an app not deleted that holds it now (its page, or its
 * offer's end when it is closed), an app that held it before (its new slug), the last deleted app
 * that held it (ended), else none.
 */
export async function lookUpAppPage(db: DbOrTx, slug: string): Promise<AppPageLookup> {
  const [current] = await db
    .select()
    .from(apps)
    .where(and(eq(apps.slug, slug), isNull(apps.deletedAt)));
  if (current) {
    if (!appIsOpen(current)) return { found: 'ended', app: current };
    return { found: 'page', page: toAppPage(current, await figuresOf(db, current.id)) };
  }
  const [moved] = await db
    .select({ slug: apps.slug })
    .from(appSlugRedirects)
    .innerJoin(apps, eq(apps.id, appSlugRedirects.appId))
    .where(and(eq(appSlugRedirects.slug, slug), isNull(apps.deletedAt)));
  if (moved) return { found: 'moved', slug: moved.slug };
  const [deleted] = await db.select().from(apps).where(eq(apps.slug, slug)).orderBy(desc(apps.deletedAt)).limit(1);
  return deleted ? { found: 'ended', app: deleted } : { found: 'none' };
}
