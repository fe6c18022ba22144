import { z } from 'zod';
import { idField, isoDateTime } from '../shared/schema.ts';
import { tidySearch } from '../shared/search.ts';
import { APP_CATEGORIES, REWARD_FIELD_NAMES, type AppCategory, type RewardFields } from './rules.ts';
import { APP_SORTS, SEARCH_MAX_LENGTH } from './search.ts';
import type { SampleOffer } from './offer-sample.ts';

export const appCategory = z.enum(APP_CATEGORIES);

/** An app's reward figures (apps/rules.ts names them): per party a fixed amount or a min-max range, in pence. */
export const rewardFields = z.object(
  Object.fromEntries(REWARD_FIELD_NAMES.map((name) => [name, z.number().int().nullable()])) as Record<keyof RewardFields, z.ZodNullable<z.ZodNumber>>,
);

/** An app's offer, with usage figures computed from the referral codes shared for it. */
const referralOffer = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  conditions: z.string().nullable(),
  expiry_date: isoDateTime.nullable(),
  is_active: z.boolean(),
  total_codes: z.number().int(),
  available_codes: z.number().int(),
  current_total_uses: z.number().int(),
  total_max_uses: z.number().int(),
});
export type ReferralOffer = z.infer<typeof referralOffer>;

export const app = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Its public page's address, /apps/{slug}: from its name, unique; an earlier one answers a redirect to it. */
    slug: z.string(),
    category: appCategory,
    description: z.string(),
    logo_url: z.string().nullable(),
    app_url: z.string(),
    offer_url: z.string().nullable(),
    ...rewardFields.shape,
    max_uses_per_user: z.number().int().nullable(),
    /** The programme's limit on one referrer's referrals a calendar month (London time); null when it sets none. A sharer who reached it is out of the rotation until the 1st. */
    referrer_monthly_cap: z.number().int().nullable(),
    is_active: z.boolean(),
    expiry_date: isoDateTime.nullable(),
    terms_conditions: z.string().nullable(),
    reward_waiting_period_days: z.number().int().nullable(),
    offer_expiry_days: z.number().int().nullable(),
    requires_referral_code: z.boolean(),
    /** The domains its referral links may use, with their subdomains; a link elsewhere is refused. */
    referral_link_domains: z.array(z.string()),
    /** The programme's own link shape, `{code}` where the code goes; null when not known (its codes are read by the general rules). */
    referral_link_format: z.string().nullable(),
    /** Early access: until then only Premium members may claim it while paid features are on; null when it is open to everyone. */
    opens_to_all_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    referral_offers: z.array(referralOffer),
  })
  .meta({ id: 'App' });
export type App = z.infer<typeof app>;

/** The parts of an app a code, a match or a user app carries with it. */
export const appSummary = app.omit({ referral_offers: true }).meta({ id: 'AppSummary' });
export type AppSummary = z.infer<typeof appSummary>;

/**
 * The parts of an app a match or an offered code carries: what its card shows and the rewards it is
 * judged by (user-side §3's match app: name, description, logo, rewards, waiting period). Lists
 * repeat it in every row, so it leaves out the terms, links and settings of the full summary.
 */
export const appBrief = app
  .pick({
    id: true,
    name: true,
    slug: true,
    category: true,
    description: true,
    logo_url: true,
    referrer_reward_amount_pence: true,
    referee_reward_amount_pence: true,
    referrer_reward_min_pence: true,
    referrer_reward_max_pence: true,
    referee_reward_min_pence: true,
    referee_reward_max_pence: true,
    qualifying_spend_amount_pence: true,
    reward_waiting_period_days: true,
    requires_referral_code: true,
    opens_to_all_at: true,
  })
  .meta({ id: 'AppBrief' });
export type AppBrief = z.infer<typeof appBrief>;

export const userApp = z.object({ id: z.uuid(), app_id: z.uuid(), owns: z.boolean(), created_at: isoDateTime, app: appSummary }).meta({ id: 'UserApp' });
export type UserApp = z.infer<typeof userApp>;

export const userAppCreateBody = z.object({
  app_id: idField('App id'),
  owns: z.boolean({ error: 'Owns must be true or false' }).default(true),
});
export type UserAppCreateBody = z.infer<typeof userAppCreateBody>;

/** ?search= of a catalogue list: name and description, any case, with or without accents; blank is no search. */
export const appSearchParam = z
  .string({ error: 'Search must be text' })
  .transform(tidySearch)
  .refine((search) => search.length <= SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters long`)
  .transform((search) => search || undefined)
  .optional()
  .describe('Words in the app’s name or description, in any case, with or without accents');

/** ?category= of a catalogue list: one of the app categories. */
export const appCategoryParam = z
  .enum(APP_CATEGORIES, { error: `Category must be one of ${APP_CATEGORIES.join(', ')}` })
  .optional()
  .describe('Only apps of this category');

/** GET /api/public/apps: without any of these, every open app by name, as always. */
export const publicAppsQuery = z.object({
  search: appSearchParam,
  category: appCategoryParam,
  sort: z
    .enum(APP_SORTS, { error: `Sort must be one of ${APP_SORTS.join(', ')}` })
    .optional()
    .describe('reward: the new customer’s reward, highest first (a range by its top); name (the order without a sort); newest: newest app first'),
  _: z.string().optional().describe('Cache-busting timestamp; ignored'),
});

/**
 * What an app's public page (/apps/{slug}) shows of it: the offer and its terms, and the
 * marketplace's figures for it, never a code or a member.
 */
export const appPage = z
  .object({
    /** What a card shows of it (early access aside: a visitor's plan is not known), and its terms. */
    app: appBrief.omit({ opens_to_all_at: true }).extend(app.pick({ offer_expiry_days: true, terms_conditions: true, expiry_date: true }).shape),
    /** Codes a person could claim now. */
    codes_available: z.number().int(),
    /** Matches completed in the last APP_PAGE_WINDOW_DAYS days. */
    completed_recently: z.number().int(),
    /** The sharers offering a code now, their track records taken together. */
    sharers: z.object({
      count: z.number().int(),
      /** Their completed matches as a share of those that reached an end; null before any did. */
      completion_rate: z.number().nullable(),
    }),
    /** The median days from a sign-up marked to the first reward confirmed, over the matches completed recently; null when none did. */
    median_days_to_reward: z.number().nullable(),
  })
  .meta({ id: 'AppPage' });
export type AppPage = z.infer<typeof appPage>;

/**
 * A page the server renders for visitors and search engines (/, /apps, /apps/category/{category},
 * /apps/{slug}), with everything it shows: the server renders it from this and the browser hydrates
 * it from the same, sent in the page (web/src/server-rendered).
 */
export type PublicPage =
  | { kind: 'landing'; apps: AppBrief[] }
  | { kind: 'how-it-works'; apps: AppBrief[]; sample: SampleOffer[] }
  | { kind: 'app'; page: AppPage }
  | { kind: 'catalogue'; apps: AppBrief[]; category: AppCategory | null }
  | { kind: 'ended'; app: { name: string; category: AppCategory } }
  | { kind: 'unknown'; what: 'app' | 'category' };

/** A public page rendered: what goes in its head, and its body with the data to hydrate it from. */
export type RenderedPage = { head: string; body: string };

/** The server's renderer of public pages (web/src/server-rendered/server-entry.tsx, built for Node): the page at `path` on `origin`. */
export type RenderPublicPage = (page: PublicPage, origin: string, path: string) => RenderedPage;
