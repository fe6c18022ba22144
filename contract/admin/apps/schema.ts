import { z } from 'zod';
import { APP_CATEGORIES, LINK_DOMAIN_PATTERN, normaliseLinkDomain, REWARD_ROLES, type RewardFields, type RewardRole } from '#contract/apps/rules.ts';
import { app } from '#contract/apps/schema.ts';
import { logoUrlInput } from '#contract/logos/schema.ts';
import { linkFormatProblem } from '#contract/referral-codes/link-code.ts';
import { REFERRER_MONTHLY_CAP_MAX } from '#contract/referral-codes/monthly-cap.ts';
import { expiryDateInput } from '../schema.ts';

/** Upper bounds that keep an amount or a count sane: £1,000,000 and ten years. */
const MAX_PENCE = 100_000_000;
export const MAX_DAYS = 3650;

export const DEFAULT_MAX_USES_PER_USER = 1;

const LINK_DOMAINS_MESSAGE = 'Referral link domains must be domains such as monzo.com, separated by commas';

function penceField(label: string) {
  return z
    .number({ error: `${label} must be a number of pence` })
    .int(`${label} must be a whole number of pence`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_PENCE, `${label} must be at most £1,000,000`);
}

function daysField(label: string) {
  return z
    .number({ error: `${label} must be a number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_DAYS, `${label} must be at most ${MAX_DAYS} days`);
}

/** A web address people can open: http or https. */
export function webUrl(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters long`)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: `${label} must be a valid URL (https://...)` }));
}

/** An optional web address: empty or null means none. */
export function optionalWebUrl(label: string) {
  return z.union([z.literal(''), webUrl(label)], { error: `${label} must be a valid URL (https://...)` }).nullish();
}

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters long`);
}

/** The seven reward figures as the offer form and AI discovery take them, each optional and labelled. */
export const rewardInputShape = {
  referrer_reward_amount_pence: penceField('Referrer reward').nullish(),
  referee_reward_amount_pence: penceField('Referee reward').nullish(),
  referrer_reward_min_pence: penceField('Referrer minimum reward').nullish(),
  referrer_reward_max_pence: penceField('Referrer maximum reward').nullish(),
  referee_reward_min_pence: penceField('Referee minimum reward').nullish(),
  referee_reward_max_pence: penceField('Referee maximum reward').nullish(),
  qualifying_spend_amount_pence: penceField('Qualifying spend').nullish(),
} satisfies Record<keyof RewardFields, z.ZodType>;

/** Every field of the offer form (admin-side.md §3 and §5), each checked on its own. */
const appFormShape = {
  name: requiredText('Name', 100),
  description: requiredText('Description', 2000),
  category: z.enum(APP_CATEGORIES, { error: `Category must be one of ${APP_CATEGORIES.join(', ')}` }).optional(),
  app_url: webUrl('App URL'),
  offer_url: optionalWebUrl('Offer URL'),
  logo_url: logoUrlInput,
  ...rewardInputShape,
  max_uses_per_user: z
    .number({ error: 'Max uses per user must be a whole number, or null for unlimited' })
    .int('Max uses per user must be a whole number')
    .min(1, 'Max uses per user must be at least 1')
    .max(1000, 'Max uses per user must be at most 1000')
    .nullish(),
  /** Empty or null: the programme sets no monthly cap. */
  referrer_monthly_cap: z
    .number({ error: 'Referrer monthly cap must be a whole number, or null for none' })
    .int('Referrer monthly cap must be a whole number')
    .min(1, 'Referrer monthly cap must be at least 1')
    .max(REFERRER_MONTHLY_CAP_MAX, `Referrer monthly cap must be at most ${REFERRER_MONTHLY_CAP_MAX}`)
    .nullish(),
  is_active: z.boolean({ error: 'Active must be true or false' }).optional(),
  expiry_date: expiryDateInput.nullish(),
  terms_conditions: z
    .string({ error: 'Terms and conditions must be text' })
    .trim()
    .max(5000, 'Terms and conditions must be at most 5000 characters long')
    .nullish(),
  reward_waiting_period_days: daysField('Reward waiting period').nullish(),
  offer_expiry_days: daysField('Offer expiry days').nullish(),
  requires_referral_code: z.boolean({ error: 'Requires referral code must be true or false' }).optional(),
  /** Empty or absent: the domains of the App URL and Offer URL. */
  referral_link_domains: z
    .array(z.string({ error: LINK_DOMAINS_MESSAGE }), { error: LINK_DOMAINS_MESSAGE })
    .max(20, 'Give at most 20 referral link domains')
    .transform((domains) => domains.map(normaliseLinkDomain).filter((domain) => domain !== ''))
    // Checked as a whole, so the form shows the message on its one field.
    .refine((domains) => domains.every((domain) => LINK_DOMAIN_PATTERN.test(domain)), LINK_DOMAINS_MESSAGE)
    .optional(),
  /** The programme's link shape, `{code}` where the code goes (`https://revolut.com/referral/?referral-code={code}`); empty for none. */
  referral_link_format: z
    .string({ error: 'Link format must be text' })
    .trim()
    .max(500, 'Link format must be at most 500 characters long')
    .transform((format) => (format === '' ? null : format))
    .superRefine((format, context) => {
      const problem = format === null ? null : linkFormatProblem(format);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullish(),
};

/** The reward figures the range rules look at; absent and null both mean "not given". */
export type RewardValues = Partial<
  Record<
    | 'referrer_reward_amount_pence'
    | 'referee_reward_amount_pence'
    | 'referrer_reward_min_pence'
    | 'referrer_reward_max_pence'
    | 'referee_reward_min_pence'
    | 'referee_reward_max_pence',
    number | null
  >
>;

export type RewardProblem = { field: keyof RewardValues; message: string };

const PARTY_LABEL: Record<RewardRole, string> = { referrer: 'Referrer', referee: 'Referee' };

/**
 * admin-side.md §5 per party: a fixed amount is required unless both ends of the range are filled;
 * a range needs both ends with min <= max, and then no fixed amount above 0.
 */
export function rewardProblems(values: RewardValues): RewardProblem[] {
  const problems: RewardProblem[] = [];
  for (const party of REWARD_ROLES) {
    const label = PARTY_LABEL[party];
    const amount = values[`${party}_reward_amount_pence`] ?? null;
    const min = values[`${party}_reward_min_pence`] ?? null;
    const max = values[`${party}_reward_max_pence`] ?? null;
    if ((min === null) !== (max === null)) {
      const missing = min === null ? (`${party}_reward_min_pence` as const) : (`${party}_reward_max_pence` as const);
      problems.push({ field: missing, message: `${label} reward range needs both a minimum and a maximum` });
    } else if (min !== null && max !== null) {
      if (min > max) problems.push({ field: `${party}_reward_min_pence`, message: `${label} minimum reward cannot be more than the maximum` });
      if (amount !== null && amount > 0) {
        problems.push({ field: `${party}_reward_amount_pence`, message: `Give the ${party} reward as a fixed amount or as a range, not both` });
      }
    } else if (amount === null) {
      problems.push({ field: `${party}_reward_amount_pence`, message: `${label} reward is required unless you give a minimum and a maximum` });
    }
  }
  return problems;
}

/** The reward rules as zod issues, for any schema carrying reward fields. */
export function addRewardIssues(values: RewardValues, context: z.RefinementCtx): void {
  for (const problem of rewardProblems(values)) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

/** POST /api/admin/apps and PUT /api/admin/apps/{id}: the whole offer form. */
export const appFormBody = z.object(appFormShape).superRefine(addRewardIssues);
export type AppFormBody = z.infer<typeof appFormBody>;
export type AppFormInput = z.input<typeof appFormBody>;

/**
 * PATCH /api/admin/apps/{id}: any of the form's fields, or only is_active (the Activate and
 * Deactivate toggle). The server checks the reward rules on the app as it would be after the change.
 */
export const appPatchBody = z
  .object(appFormShape)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one field of the offer form to change' });
export type AppPatchBody = z.infer<typeof appPatchBody>;

/**
 * An app as an administrator's write answers it (create, PUT, PATCH, activating a suggestion): with
 * logo_problem, why a logo_url to fetch was not kept (the app is saved with the initial tile), or null.
 */
export const adminAppAnswer = app.extend({ logo_problem: z.string().nullable() }).meta({ id: 'AdminApp' });
export type AdminAppAnswer = z.infer<typeof adminAppAnswer>;
