import { DEFAULT_CLAIM_EXPIRY_DAYS } from '#contract/matches/rules.ts';
import { TokenService } from '#server/lib/tokens.ts';
import type { Session } from './database.ts';
import { ADMIN_ID } from './seed-people.ts';

/** Who the load run acts as, and what it asks for; gathered before the app starts (the embedded database has one owner at a time). */
export type Fixtures = {
  /** Signed-in people, each with a user token, chosen at random among the active ones. */
  people: { id: string; token: string }[];
  adminToken: string;
  /** What an administrator types to find someone: most of a person's e-mail address. */
  searches: string[];
  /** Members whose pages people open: sharers with matches, so each page has a record and reviews to read. */
  sharers: string[];
  /** Claims that the per-person limit allows: a person and an app they hold no match for yet. */
  claims: { token: string; appId: string }[];
  /** Addresses of the apps' stored logos, as the catalogue's images load them. */
  logos: string[];
  /** The open apps' public pages, /apps/{slug}, as people arrive at them from a search engine. */
  appPages: string[];
  /** Matches in progress and not about to expire (the app's job would cancel them), each with its referee, who can mark the sign-up complete. */
  signUps: { token: string; matchId: string }[];
  /** Matches marked complete, each with its referrer, who can confirm the reward (with the least of a ranged one). */
  rewards: { token: string; matchId: string; amountPence: number | null }[];
};

const PEOPLE = 2_000;
const CLAIMANTS = 5_000;

export async function loadFixtures(session: Session, jwtSecret: string, claimsWanted: number, movesWanted = 0): Promise<Fixtures> {
  const tokens = new TokenService(jwtSecret);
  const sign = (userId: string) => tokens.issue({ userId, scope: 'user' });
  const people = await session.rows<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE is_active AND NOT is_admin ORDER BY random() LIMIT ${PEOPLE}`,
  );
  const pairs = await session.rows<{ user_id: string; app_id: string }>(
    `SELECT u.id AS user_id, a.id AS app_id
     FROM (SELECT id FROM users WHERE is_active AND NOT is_admin ORDER BY random() LIMIT ${CLAIMANTS}) u
     CROSS JOIN apps a
     WHERE a.is_active AND (a.expiry_date IS NULL OR a.expiry_date > now())
       AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.referee_id = u.id AND m.app_id = a.id AND m.status <> 'CANCELLED')
     ORDER BY random() LIMIT ${claimsWanted}`,
  );
  const sharers = await session.rows<{ username: string }>(
    `SELECT u.username FROM users u JOIN track_records t ON t.user_id = u.id WHERE u.is_active AND t.referrer_matches > 0 ORDER BY random() LIMIT ${PEOPLE}`,
  );
  const logos = await session.rows<{ logo_url: string }>(`SELECT logo_url FROM apps WHERE logo_url LIKE '/api/public/logos/%' LIMIT 100`);
  const appPages = await session.rows<{ slug: string }>(
    `SELECT slug FROM apps WHERE is_active AND deleted_at IS NULL AND (expiry_date IS NULL OR expiry_date > now()) ORDER BY slug LIMIT 100`,
  );
  const signUps = await session.rows<{ id: string; user_id: string }>(
    `SELECT m.id, m.referee_id AS user_id FROM matches m JOIN users u ON u.id = m.referee_id JOIN apps a ON a.id = m.app_id
     WHERE m.status = 'ASSIGNED' AND u.is_active
       AND m.created_at + make_interval(days => CASE WHEN a.offer_expiry_days > 0 THEN a.offer_expiry_days ELSE ${DEFAULT_CLAIM_EXPIRY_DAYS} END) > now() + interval '1 hour'
     ORDER BY random() LIMIT ${movesWanted}`,
  );
  const rewards = await session.rows<{ id: string; user_id: string; amount_pence: number | null }>(
    `SELECT m.id, m.referrer_id AS user_id,
            CASE WHEN a.referrer_reward_min_pence IS NOT NULL AND a.referrer_reward_max_pence IS NOT NULL
                  AND coalesce(a.referrer_reward_amount_pence, 0) = 0 THEN a.referrer_reward_min_pence END AS amount_pence
     FROM matches m JOIN users u ON u.id = m.referrer_id JOIN apps a ON a.id = m.app_id
     WHERE m.status = 'USER_MARKED_DONE' AND NOT m.referrer_confirmed_receipt AND u.is_active ORDER BY random() LIMIT ${movesWanted}`,
  );
  const tokenOf = new Map<string, Promise<string>>();
  const tokenFor = (userId: string) => {
    let token = tokenOf.get(userId);
    if (!token) tokenOf.set(userId, (token = sign(userId)));
    return token;
  };
  return {
    people: await Promise.all(people.map(async ({ id }) => ({ id, token: await tokenFor(id) }))),
    adminToken: await tokens.issue({ userId: ADMIN_ID, scope: 'admin' }),
    searches: people.map(({ email }) => email.split('@')[0]!.slice(0, -1)),
    sharers: sharers.map(({ username }) => username),
    claims: await Promise.all(pairs.map(async ({ user_id, app_id }) => ({ token: await tokenFor(user_id), appId: app_id }))),
    logos: logos.map(({ logo_url }) => logo_url),
    appPages: appPages.map(({ slug }) => `/apps/${slug}`),
    signUps: await Promise.all(signUps.map(async ({ id, user_id }) => ({ token: await tokenFor(user_id), matchId: id }))),
    rewards: await Promise.all(
      rewards.map(async ({ id, user_id, amount_pence }) => ({ token: await tokenFor(user_id), matchId: id, amountPence: amount_pence })),
    ),
  };
}
