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
};

const PEOPLE = 2_000;
const CLAIMANTS = 5_000;

export async function loadFixtures(session: Session, jwtSecret: string, claimsWanted: number): Promise<Fixtures> {
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
  };
}
