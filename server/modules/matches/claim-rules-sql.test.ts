import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inEarlyAccess } from '#contract/apps/rules.ts';
import type { SubscriptionStatus } from '#contract/subscription/rules.ts';
import { queryRows } from '#server/db/client.ts';
import { useTestApp } from '#server/test/helper.ts';
import type { AppRow } from '../apps/dto.ts';
import { appIsOpen, appIsOpenSqlText } from '../apps/service.ts';
import { hasReachedMatchLimit, hasReachedMatchLimitSqlText, isPremium } from '../subscription/plan.ts';
import { closedInEarlyAccessSqlText } from './early-access.ts';

const t = useTestApp();

const HOUR_MS = 3_600_000;
const at = (hours: number | null) => (hours === null ? null : new Date(Date.now() + hours * HOUR_MS));
const people = (['FREE', 'PREMIUM'] as SubscriptionStatus[]).flatMap((subscriptionStatus) =>
  [null, -1, 1].flatMap((expires) => [0, 2, 3, 4].map((matchesUsed) => ({ subscriptionStatus, subscriptionExpiresAt: at(expires), matchesUsed }))),
);
const appStates = [null, -1].flatMap((deleted) =>
  [true, false].flatMap((isActive) =>
    [null, -1, 1].flatMap((expiry) => [null, -1, 1].map((opens) => ({ deletedAt: at(deleted), isActive, expiryDate: at(expiry), opensToAllAt: at(opens) }))),
  ),
);

/** The claim's function checks these rules in SQL (claim-function.ts); the rest of the server, in TypeScript. They must agree. */
describe('the claim’s rules in SQL', () => {
  it('agree with their TypeScript for every plan, app state and paid-features setting', async () => {
    const rows = people.flatMap((person) => appStates.flatMap((app) => [true, false].map((paid) => ({ paid, person, app }))));
    const values = sql.join(
      rows.map(
        ({ person, app, paid }, index) =>
          sql`(${index}::int, ${person.subscriptionStatus}::subscription_status, ${person.subscriptionExpiresAt}::timestamptz, ${person.matchesUsed}::int,
               ${app.deletedAt}::timestamptz, ${app.isActive}::boolean, ${app.expiryDate}::timestamptz, ${app.opensToAllAt}::timestamptz, ${paid}::boolean)`,
      ),
      sql`, `,
    );
    const answers = await queryRows<{ limit: boolean; open: boolean; early: boolean }>(
      t.db,
      sql`SELECT ${sql.raw(hasReachedMatchLimitSqlText('u', 'x.paid'))} AS limit, ${sql.raw(appIsOpenSqlText('a'))} AS open,
                 ${sql.raw(closedInEarlyAccessSqlText('u', 'a', 'x.paid'))} AS early
          FROM (VALUES ${values}) x(i, subscription_status, subscription_expires_at, matches_used, deleted_at, is_active, expiry_date, opens_to_all_at, paid),
               LATERAL (SELECT x.subscription_status, x.subscription_expires_at, x.matches_used) u,
               LATERAL (SELECT x.deleted_at, x.is_active, x.expiry_date, x.opens_to_all_at) a
          ORDER BY x.i`,
    );
    const expected = rows.map(({ person, app, paid }) => ({
      limit: hasReachedMatchLimit(person, paid),
      open: appIsOpen(app as AppRow),
      early: paid && inEarlyAccess(app.opensToAllAt) && !isPremium(person),
    }));
    expect(answers.map(({ limit, open, early }) => ({ limit, open, early }))).toEqual(expected);
  });
});
