import { joinedAt } from './seed-plan.ts';
import type { MarketplaceSize } from './sizes.ts';

/** A random-looking version 4 UUID derived from a row's number, so a statement can name a row without looking it up. */
const derivedUuid = (kind: string, n: string) => `overlay(overlay(md5('${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
export const userId = (n: string) => derivedUuid('u', n);
export const codeId = (n: string) => derivedUuid('c', n);
export const matchId = (n: string) => derivedUuid('m', n);

export const ADMIN_ID = '00000000-0000-4000-8000-00000000a0a0';

const FIRST_NAMES = [
  'amelia',
  'oliver',
  'isla',
  'george',
  'ava',
  'noah',
  'freya',
  'arthur',
  'olivia',
  'leo',
  'lily',
  'harry',
  'mia',
  'oscar',
  'grace',
  'jack',
  'sophia',
  'theo',
  'ella',
  'alfie',
];
const LAST_NAMES = [
  'smith',
  'jones',
  'taylor',
  'brown',
  'williams',
  'wilson',
  'johnson',
  'davies',
  'patel',
  'robinson',
  'wright',
  'thompson',
  'evans',
  'walker',
  'white',
  'roberts',
  'green',
  'hall',
  'khan',
  'clarke',
];
const DOMAINS = ['example.com', 'example.co.uk', 'example.org', 'example.net', 'mail.example.com'];

const textArray = (values: string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;

/**
 * People (e-mail like amelia.smith4821@example.com): about 1% deactivated, 10% Premium (some with no
 * end date, as an administrator grants), signed up over two years, matches_used counting their
 * claims. They share one password hash: nobody signs in, the load run signs tokens itself.
 */
export function insertUsersSql(size: MarketplaceSize, passwordHash: string): string {
  const first = `(${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}]`;
  const last = `(${textArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;
  return `
    INSERT INTO users (id, email, username, name, password_hash, is_active, subscription_status, subscription_expires_at,
                       matches_used, last_login_at, created_at, updated_at)
    SELECT ${userId('i')},
           ${first} || '.' || ${last} || i || '@' || (${textArray(DOMAINS)})[1 + i % ${DOMAINS.length}],
           ${first} || '_' || ${last} || i,
           initcap(${first}) || ' ' || initcap(${last}),
           '${passwordHash}',
           i % 97 <> 42,
           (CASE WHEN i % 10 = 3 THEN 'PREMIUM' ELSE 'FREE' END)::subscription_status,
           CASE WHEN i % 10 = 3 AND i % 50 <> 3 THEN now() + (i % 60 + 1) * interval '1 day' END,
           coalesce(claimed.n, 0),
           ${joinedAt(size, 'i')} + (now() - ${joinedAt(size, 'i')}) * random(),
           ${joinedAt(size, 'i')}, ${joinedAt(size, 'i')}
    FROM generate_series(0, ${size.users - 1}) i
    LEFT JOIN (SELECT referee, count(*)::int AS n FROM match_plan GROUP BY referee) claimed ON claimed.referee = i;
    INSERT INTO users (id, email, username, name, password_hash, is_admin, created_at, updated_at)
    VALUES ('${ADMIN_ID}', 'admin@bench.example.com', 'bench_admin', 'Bench Administrator', '${passwordHash}', true,
            now() - interval '800 days', now() - interval '800 days');`;
}

/** Referral codes with their final uses (matches not cancelled), status and owner's activity; each also among its owner's apps. */
export const insertCodesSql = `
  INSERT INTO referral_codes (id, user_id, app_id, code, referral_link, status, current_uses, max_uses, last_matched_at, owner_active, created_at, updated_at)
  SELECT ${codeId('cp.k')}, owner.id, a.id, cp.code, cp.link,
         (CASE WHEN used.last IS NULL THEN 'UNUSED' WHEN used.live >= cp.max_uses THEN 'USED' ELSE 'ASSIGNED' END)::referral_code_status,
         coalesce(used.live, 0), cp.max_uses, used.last, owner.is_active, cp.shared_at, coalesce(used.last, cp.shared_at)
  FROM code_plan cp
  JOIN users owner ON owner.id = ${userId('cp.owner')}
  JOIN bench_apps a ON a.idx = cp.app_index
  LEFT JOIN (SELECT k, (count(*) FILTER (WHERE status <> 'CANCELLED'))::int AS live, max(claimed) AS last
             FROM match_plan GROUP BY k) used ON used.k = cp.k;
  INSERT INTO user_apps (user_id, app_id, owns, created_at)
  SELECT user_id, app_id, true, created_at FROM referral_codes;`;
