import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.ts';
import { apps, referralOffers } from '../schema.ts';
import { linkDomainsOr } from '#server/modules/apps/link-domains.ts';
import { giveCatalogueMarks } from './catalogue-marks.ts';

const catalogueFile = new URL('./catalogue.json', import.meta.url);

const pence = z.number().int().min(0).nullable();
const catalogueEntry = z
  .object({
    name: z.string().min(1),
    category: z.enum(['banking', 'investing', 'crypto', 'shopping', 'ride', 'food', 'streaming']),
    description: z.string().min(1),
    app_url: z.url(),
    offer_url: z.url().nullable(),
    logo_url: z.url().nullable(),
    /** The brand's icon in simple-icons (its slug), where it has one: the app's logo (catalogue-marks.ts). */
    brand_mark: z
      .string()
      .regex(/^[a-z0-9]+$/)
      .optional(),
    referrer_reward_amount_pence: pence,
    referrer_reward_min_pence: pence,
    referrer_reward_max_pence: pence,
    referee_reward_amount_pence: pence,
    referee_reward_min_pence: pence,
    referee_reward_max_pence: pence,
    qualifying_spend_amount_pence: pence,
    max_uses_per_user: z.number().int().min(1).nullable(),
    /** Where the programme publishes a monthly limit on one referrer's referrals (Freetrade: 10); absent: none. */
    referrer_monthly_cap: z.number().int().min(1).optional(),
    reward_waiting_period_days: z.number().int().min(0).nullable(),
    offer_expiry_days: z.number().int().min(0).nullable(),
    requires_referral_code: z.boolean(),
    /** The sharing domains we know of; absent: those of the App URL and Offer URL. */
    referral_link_domains: z.array(z.string()).optional(),
    /** The programme's link shape with `{code}`, where it is public. */
    referral_link_format: z.string().optional(),
    terms_conditions: z.string(),
    offer: z.object({ title: z.string(), description: z.string(), conditions: z.string() }),
  })
  .strict();
export type CatalogueEntry = z.infer<typeof catalogueEntry>;

export async function readCatalogue(): Promise<CatalogueEntry[]> {
  const parsed = z.array(catalogueEntry).safeParse(JSON.parse(await fs.readFile(catalogueFile, 'utf8')));
  if (!parsed.success) throw new Error(`The catalogue data file is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Loads the catalogue into an empty apps table; a database that has apps is left as it is. Then the
 * catalogue's apps get the brand marks they do not have yet (catalogue-marks.ts).
 */
export async function seedCatalogue(db: Db): Promise<number> {
  const entries = await readCatalogue();
  const loaded = await loadCatalogue(db, entries);
  await giveCatalogueMarks(db, entries);
  return loaded;
}

function loadCatalogue(db: Db, entries: CatalogueEntry[]): Promise<number> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both seed it.
    await tx.execute(sql`LOCK TABLE apps IN EXCLUSIVE MODE`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(apps);
    if ((existing?.count ?? 0) > 0) return 0;
    const inserted = await tx
      .insert(apps)
      .values(
        entries.map((entry) => ({
          name: entry.name,
          category: entry.category,
          description: entry.description,
          appUrl: entry.app_url,
          offerUrl: entry.offer_url,
          logoUrl: entry.logo_url,
          referrerRewardAmountPence: entry.referrer_reward_amount_pence,
          referrerRewardMinPence: entry.referrer_reward_min_pence,
          referrerRewardMaxPence: entry.referrer_reward_max_pence,
          refereeRewardAmountPence: entry.referee_reward_amount_pence,
          refereeRewardMinPence: entry.referee_reward_min_pence,
          refereeRewardMaxPence: entry.referee_reward_max_pence,
          qualifyingSpendAmountPence: entry.qualifying_spend_amount_pence,
          maxUsesPerUser: entry.max_uses_per_user,
          referrerMonthlyCap: entry.referrer_monthly_cap ?? null,
          rewardWaitingPeriodDays: entry.reward_waiting_period_days,
          offerExpiryDays: entry.offer_expiry_days,
          requiresReferralCode: entry.requires_referral_code,
          termsConditions: entry.terms_conditions,
          referralLinkDomains: linkDomainsOr(entry.referral_link_domains, entry.app_url, entry.offer_url),
          referralLinkFormat: entry.referral_link_format ?? null,
        })),
      )
      .returning({ id: apps.id, name: apps.name });
    const idByName = new Map(inserted.map((app) => [app.name, app.id]));
    await tx.insert(referralOffers).values(
      entries.map((entry) => ({
        appId: idByName.get(entry.name)!,
        title: entry.offer.title,
        description: entry.offer.description,
        conditions: entry.offer.conditions,
      })),
    );
    return inserted.length;
  });
}
