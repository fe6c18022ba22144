import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTraces, auditLog, matches, notifications, referralCodes, referralFlags } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp, type TestUser } from '#server/test/helper.ts';
import { expectError, UNKNOWN_ID } from '../admin/test-fixtures.ts';
import { purgeOldTraces } from './traces.ts';

const t = useTestApp();

/** A request from a client address, as the load balancer in front (a private peer) reports it, with the browser's cookie if any. */
const from = (address: string, cookie?: string) => ({ remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) } });

/** Registers through the API from an address (and browser), then signs the account in there: the person, with the browser's device cookie after. */
async function join(address: string, options: { email?: string; cookie?: string } = {}): Promise<TestUser & { cookie: string }> {
  const name = `p_${randomUUID().slice(0, 8)}`;
  const email = options.email ?? `${name}@example.com`;
  const registered = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, username: name, password: TEST_PASSWORD, eligibility_confirmed: true },
    ...from(address, options.cookie),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return { ...(await signIn(email, address, options.cookie)), id: registered.json<{ id: string }>().id, email, username: name };
}

/** Signs in from an address (and browser): the token, and the device cookie the browser keeps. */
async function signIn(email: string, address: string, cookie?: string): Promise<{ token: string; cookie: string }> {
  const signedIn = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, ...from(address, cookie) });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const header = [signedIn.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('device='))!;
  return { token: signedIn.json<{ access_token: string }>().access_token, cookie: header.split(';')[0]! };
}

/** The referee claims the sharer's code for a new app from an address (and browser): the match id. */
async function claimOf(sharer: { id: string }, referee: { token: string }, address: string, cookie?: string): Promise<string> {
  const code = await t.createCode(sharer.id, (await t.createApp()).id);
  const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token, ...from(address, cookie) });
  expect(claimed.statusCode, claimed.body).toBe(201);
  return claimed.json<{ match_id: string }>().match_id;
}

const flagOf = async (matchId: string) => (await t.db.select().from(referralFlags).where(eq(referralFlags.matchId, matchId)))[0];

/** An address of its own for each test, so one test's visits are no sign in another's. */
let nextHost = 1;
const address = () => `198.51.100.${nextHost++}`;

describe('where accounts are used from', () => {
  it('is kept at registration and sign-in, and a browser keeps one device id whichever account signs in', async () => {
    const [home, office] = [address(), address()];
    const first = await join(home);
    const traces = await t.db.select().from(accountTraces).where(eq(accountTraces.userId, first.id));
    expect(traces.map((trace) => [trace.kind, trace.address]).sort()).toEqual([
      ['REGISTRATION', home],
      ['SIGN_IN', home],
    ]);
    const deviceId = traces.find((trace) => trace.kind === 'SIGN_IN')!.deviceId;
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);

    // The same browser registers and signs in a second account somewhere else: the device id goes with the browser.
    const second = await join(office, { cookie: first.cookie });
    const secondTraces = await t.db.select().from(accountTraces).where(eq(accountTraces.userId, second.id));
    expect(secondTraces.map((trace) => [trace.kind, trace.address, trace.deviceId]).sort()).toEqual([
      ['REGISTRATION', office, deviceId],
      ['SIGN_IN', office, deviceId],
    ]);
    // Signing in again moves the row's last time on, not a row more.
    await signIn(second.email, office, second.cookie);
    expect(await t.db.select().from(accountTraces).where(eq(accountTraces.userId, second.id))).toHaveLength(2);
  });
});

describe('signs of one person on both sides of a claim', () => {
  it('flags an address both accounts used within 30 days, naming it', async () => {
    const shared = address();
    const sharer = await join(shared);
    const referee = await join(shared);
    const matchId = await claimOf(sharer, referee, address());
    expect(await flagOf(matchId)).toMatchObject({ signs: ['SAME_ADDRESS'], sharedAddresses: [shared], status: 'OPEN' });
  });

  it('counts the claim’s own address as the referee’s', async () => {
    const shared = address();
    const sharer = await join(shared);
    const referee = await t.createUser();
    expect(await flagOf(await claimOf(sharer, referee, shared))).toMatchObject({ signs: ['SAME_ADDRESS'], sharedAddresses: [shared] });
  });

  it('does not count visits from one address more than 30 days apart, nor different addresses', async () => {
    const shared = address();
    const sharer = await join(shared);
    await t.db
      .update(accountTraces)
      .set({ firstSeenAt: sql`now() - interval '40 days'`, lastSeenAt: sql`now() - interval '31 days'` })
      .where(eq(accountTraces.userId, sharer.id));
    const referee = await join(shared);
    expect(await flagOf(await claimOf(sharer, referee, address()))).toBeUndefined();
    expect(await flagOf(await claimOf(await join(address()), await join(address()), address()))).toBeUndefined();
  });

  it('flags one browser used by both accounts, or carried by the claim', async () => {
    const sharer = await join(address());
    const referee = await join(address(), { cookie: sharer.cookie });
    expect(await flagOf(await claimOf(sharer, referee, address()))).toMatchObject({ signs: ['SAME_DEVICE'], sharedAddresses: [] });

    const other = await t.createUser();
    expect(await flagOf(await claimOf(sharer, other, address(), sharer.cookie))).toMatchObject({ signs: ['SAME_DEVICE'] });
  });

  it('flags e-mail addresses that are one mailbox: dots, a +tag and capitals aside', async () => {
    const box = randomUUID().slice(0, 8);
    const sharer = await t.createUser({ email: `jo.smith.${box}@example.com` });
    const referee = await t.createUser({ email: `JoSmith${box}+codes@Example.com` });
    expect(await flagOf(await claimOf(sharer, referee, address()))).toMatchObject({ signs: ['SIMILAR_EMAIL'] });
    const elsewhere = await t.createUser({ email: `josmith${box}@example.org` });
    expect(await flagOf(await claimOf(sharer, elsewhere, address()))).toBeUndefined();
  });

  it('names every sign found at once, and the claim answers as any other', async () => {
    const shared = address();
    const box = randomUUID().slice(0, 8);
    const sharer = await join(shared, { email: `${box}@example.com` });
    const referee = await join(shared, { email: `${box}+2@example.com`, cookie: sharer.cookie });
    const code = await t.createCode(sharer.id, (await t.createApp()).id);
    const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token, ...from(shared) });
    expect(claimed.statusCode).toBe(201);
    expect(Object.keys(claimed.json()).sort()).toEqual(
      ['app_id', 'app_name', 'code', 'created_at', 'instructions', 'match_id', 'owner_masked_email', 'referral_link', 'status'].sort(),
    );
    expect((await flagOf(claimed.json<{ match_id: string }>().match_id))!.signs.sort()).toEqual(['SAME_ADDRESS', 'SAME_DEVICE', 'SIMILAR_EMAIL']);
  });
});

describe('the team’s flags', () => {
  /** A flagged match between two people who registered at one address, with a second claim of the same code by someone else. */
  async function flagged() {
    const shared = address();
    const sharer = await join(shared);
    const referee = await join(shared);
    const app = await t.createApp();
    const code = await t.createCode(sharer.id, app.id, { maxUses: 3 });
    const claim = (who: { token: string }, at: string) =>
      t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: who.token, ...from(at) });
    const matchId = (await claim(referee, address())).json<{ match_id: string }>().match_id;
    const bystander = await t.createUser();
    const otherMatchId = (await claim(bystander, address())).json<{ match_id: string }>().match_id;
    const flag = (await flagOf(matchId))!;
    return { shared, sharer, referee, bystander, code, app, matchId, otherMatchId, flagId: flag.id };
  }

  it('lists open flags to administrators only, with the signs and addresses; members never see the addresses', async () => {
    const admin = await t.createAdmin();
    const { shared, sharer, referee, matchId, flagId, app } = await flagged();
    const page = await t.as(admin).get('/api/admin/flags');
    expect(page.statusCode).toBe(200);
    const listed = page.json<{ items: Array<{ id: string }> }>().items.find((item) => item.id === flagId);
    expect(listed).toMatchObject({
      match_id: matchId,
      app_name: app.name,
      match_status: 'ASSIGNED',
      referrer: { id: sharer.id, username: sharer.username, email: sharer.email },
      referee: { id: referee.id, username: referee.username, email: referee.email },
      signs: ['SAME_ADDRESS'],
      shared_addresses: [shared],
      status: 'OPEN',
      decided_at: null,
      decided_by: null,
      decision_reason: null,
    });
    expect(Object.keys(listed!).sort()).toEqual([
      'app_name',
      'code',
      'created_at',
      'decided_at',
      'decided_by',
      'decision_reason',
      'id',
      'match_id',
      'match_status',
      'referee',
      'referrer',
      'shared_addresses',
      'signs',
      'status',
    ]);
    expect(page.json()).toMatchObject({ page: 1, total: expect.any(Number), total_pages: expect.any(Number) });
    const second = (await t.as(admin).get('/api/admin/flags?status=OPEN&page=2')).json<{ items: unknown[]; page: number; total: number }>();
    expect(second).toMatchObject({ page: 2, total: page.json<{ total: number }>().total });
    expect(second.items).toHaveLength(Math.max(0, Math.min(20, second.total - 20)));
    expect((await t.as(admin).get('/api/admin/flags?status=CLEARED')).json<{ items: Array<{ id: string }> }>().items.some((item) => item.id === flagId)).toBe(
      false,
    );
    expectError(await t.as(admin).get('/api/admin/flags?status=NEW'), 422, 'Status must be one of OPEN, CLEARED, CANCELLED');

    for (const member of [sharer, referee]) {
      expectError(await t.as(member).get('/api/admin/flags'), 403, /administrator/i);
      for (const read of ['/api/matches/mine', '/api/dashboard', '/api/notifications', '/api/auth/me', '/api/referral-codes/mine']) {
        const answer = await t.as(member).get(read);
        expect(answer.statusCode, read).toBe(200);
        expect(answer.body, read).not.toContain(shared);
        expect(answer.body.toLowerCase(), read).not.toContain('flag');
      }
      // A member's own data lists where they themselves were, and nothing of the flag.
      const exported = await t.as(member).get('/api/auth/export');
      expect(exported.json<{ used_from: Array<{ internet_address: string }> }>().used_from.map((row) => row.internet_address)).toContain(shared);
      expect(exported.body).not.toMatch(/flag|SAME_ADDRESS/i);
    }
  });

  it('lists one member’s flags, on either side, found by username or e-mail address in any case, in each status', async () => {
    const admin = await t.createAdmin();
    const first = await flagged();
    const second = await flagged();
    // The first's sharer, flagged again as the referee of a sharer at their address.
    const third = await join(first.shared);
    const againId = (await flagOf(await claimOf(third, first.sharer, first.shared)))!.id;
    const ids = async (query: string) => {
      const page = await t.as(admin).get(`/api/admin/flags?${query}`);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json<{ items: Array<{ id: string }>; total: number }>();
      expect(body.total).toBe(body.items.length);
      return body.items.map((item) => item.id);
    };
    // The longest waiting first, as in the queue; the same by e-mail address, in capitals, with spaces around.
    expect(await ids(`member=${first.sharer.username}`)).toEqual([first.flagId, againId]);
    expect(await ids(`status=OPEN&member=${encodeURIComponent(`  ${first.sharer.email.toUpperCase()} `)}`)).toEqual([first.flagId, againId]);
    expect(await ids(`member=${second.referee.username}`)).toEqual([second.flagId]);
    expect(await ids('member=nobody-by-that-name')).toEqual([]);
    // An empty filter is no filter.
    expect((await ids('member=')).length).toBeGreaterThanOrEqual(3);

    expect((await t.as(admin).post(`/api/admin/flags/${againId}/clear`, { reason: 'Family, checked.' })).statusCode).toBe(200);
    expect(await ids(`member=${first.sharer.username}`)).toEqual([first.flagId]);
    expect(await ids(`status=CLEARED&member=${third.username}`)).toEqual([againId]);
    expectError(await t.as(admin).get(`/api/admin/flags?member=${'x'.repeat(255)}`), 422, 'Member must be at most 254 characters long');
  });

  it('clears a flag with a reason, audited; the match goes on; a second decision is 409', async () => {
    const admin = await t.createAdmin();
    const { matchId, flagId } = await flagged();
    const cleared = await t.as(admin).post(`/api/admin/flags/${flagId}/clear`, { reason: 'Flatmates, checked.' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'CLEARED', decided_by: admin.username, decision_reason: 'Flatmates, checked.', match_status: 'ASSIGNED' });
    // The cleared ones, the most recently decided first, answer it as clearing it did.
    expect((await t.as(admin).get('/api/admin/flags?status=CLEARED')).json<{ items: unknown[] }>().items[0]).toEqual(cleared.json());
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, flagId), eq(auditLog.action, 'referral_flag.clear')));
    expect(audit).toMatchObject({
      actorId: admin.id,
      entityType: 'referral_flag',
      before: { status: 'OPEN' },
      after: { status: 'CLEARED', reason: 'Flatmates, checked.' },
    });
    expect((await t.db.select().from(matches).where(eq(matches.id, matchId)))[0]!.status).toBe('ASSIGNED');
    expectError(await t.as(admin).post(`/api/admin/flags/${flagId}/cancel`, { reason: 'Changed my mind.' }), 409, 'This flag has already been decided');
    expectError(await t.as(admin).post(`/api/admin/flags/${UNKNOWN_ID}/clear`, { reason: 'x' }), 404, 'There is no flag with that id');
    expectError(await t.as(admin).post(`/api/admin/flags/${flagId}/clear`, { reason: '   ' }), 422, 'Please give a reason');
  });

  it('cancels the match and pauses the code, telling both parties; other claims of the code end as at any pause', async () => {
    const admin = await t.createAdmin();
    const { sharer, referee, bystander, code, matchId, otherMatchId, flagId } = await flagged();
    const before = { referee: (await t.as(referee).get('/api/matches/mine')).headers.etag, sharer: (await t.as(sharer).get('/api/matches/mine')).headers.etag };

    const cancelled = await t.as(admin).post(`/api/admin/flags/${flagId}/cancel`, { reason: 'Same person: one browser, one address.' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', match_status: 'CANCELLED', decision_reason: 'Same person: one browser, one address.' });

    const [match] = await t.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ status: 'CANCELLED', cancelReason: 'CANCELLED_BY_TEAM' });
    expect((await t.db.select().from(matches).where(eq(matches.id, otherMatchId)))[0]).toMatchObject({ status: 'CANCELLED', cancelReason: 'CODE_PAUSED' });
    expect((await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id)))[0]!.status).toBe('PAUSED');

    const told = async (who: TestUser) => (await t.db.select().from(notifications).where(eq(notifications.userId, who.id))).map((notice) => notice.type);
    expect(await told(referee)).toContain('MATCH_CANCELLED');
    expect(await told(sharer)).toContain('CODE_PAUSED');
    expect(await told(bystander)).toContain('MATCH_CANCELLED');
    // The reason stays with the team.
    const words = (await t.db.select().from(notifications).where(eq(notifications.matchId, matchId))).map((notice) => notice.message).join(' ');
    expect(words).not.toContain('one browser');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, flagId), eq(auditLog.action, 'referral_flag.cancel')));
    expect(audit!.after).toEqual({ status: 'CANCELLED', match_cancelled: true, code_paused: true, reason: 'Same person: one browser, one address.' });
    expect((await t.as(referee).get('/api/matches/mine')).headers.etag).not.toBe(before.referee);
    expect((await t.as(sharer).get('/api/matches/mine')).headers.etag).not.toBe(before.sharer);
  });

  it('answers each status’s total as the trigger keeps it, equal to a count through raising, deciding and deleting flags', async () => {
    const admin = await t.createAdmin();
    const counted = async () =>
      Object.fromEntries(
        (
          await t.db
            .select({ status: referralFlags.status, flags: sql<number>`count(*)::int` })
            .from(referralFlags)
            .groupBy(referralFlags.status)
        ).map((row) => [row.status, row.flags]),
      );
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          (['OPEN', 'CLEARED', 'CANCELLED'] as const).map(async (status) => {
            const page = await t.as(admin).get(`/api/admin/flags?status=${status}`);
            expect(page.statusCode).toBe(200);
            const { total, total_pages: pages } = page.json<{ total: number; total_pages: number }>();
            expect(pages).toBe(Math.ceil(total / 20));
            return [status, total];
          }),
        ),
      );
    const expectTotalsAsCounted = async () => {
      const count = await counted();
      expect(await totals()).toEqual({ OPEN: count.OPEN ?? 0, CLEARED: count.CLEARED ?? 0, CANCELLED: count.CANCELLED ?? 0 });
    };

    const raised = [await flagged(), await flagged(), await flagged(), await flagged()];
    await expectTotalsAsCounted();
    expect((await t.as(admin).post(`/api/admin/flags/${raised[0]!.flagId}/clear`, { reason: 'Flatmates.' })).statusCode).toBe(200);
    expect((await t.as(admin).post(`/api/admin/flags/${raised[1]!.flagId}/cancel`, { reason: 'One person.' })).statusCode).toBe(200);
    await expectTotalsAsCounted();
    // A flag goes with its match, however the match goes; a write that keeps the status moves nothing.
    await t.db.delete(matches).where(eq(matches.id, raised[2]!.matchId));
    await t.db
      .update(referralFlags)
      .set({ status: sql`status` })
      .where(eq(referralFlags.id, raised[3]!.flagId));
    await expectTotalsAsCounted();
    // Counted again from the flags, the totals are the same.
    const kept = await totals();
    await t.db.execute(sql`SELECT rebuild_referral_flag_totals()`);
    expect(await totals()).toEqual(kept);
  });

  it('leaves a match past sign-up as it is, and a code already paused, but still closes the flag', async () => {
    const admin = await t.createAdmin();
    const { referee, sharer, code, matchId, flagId } = await flagged();
    expect((await t.as(referee).post(`/api/matches/${matchId}/mark-complete`)).statusCode).toBe(200);
    for (const party of [referee, sharer]) expect((await t.as(party).post(`/api/matches/${matchId}/confirm-receipt`, {})).statusCode).toBe(200);
    await t.db.update(referralCodes).set({ status: 'PAUSED' }).where(eq(referralCodes.id, code.id));
    const cancelled = await t.as(admin).post(`/api/admin/flags/${flagId}/cancel`, { reason: 'Too late to stop.' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', match_status: 'COMPLETED' });
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, sharer.id), eq(notifications.type, 'CODE_PAUSED'))),
    ).toHaveLength(0);
  });
});

describe('keeping the signs', () => {
  it('deletes traces 90 days after they were last seen, and a flag’s addresses 90 days after it was raised', async () => {
    const shared = address();
    const sharer = await join(shared);
    const referee = await join(shared);
    const matchId = await claimOf(sharer, referee, address());
    await t.db
      .update(accountTraces)
      .set({ lastSeenAt: sql`now() - interval '91 days'` })
      .where(eq(accountTraces.userId, sharer.id));
    await t.db
      .update(accountTraces)
      .set({ lastSeenAt: sql`now() - interval '89 days'` })
      .where(eq(accountTraces.userId, referee.id));
    await t.db
      .update(referralFlags)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(referralFlags.matchId, matchId));

    expect(await purgeOldTraces(t.db)).toBeGreaterThanOrEqual(3);
    expect(await t.db.select().from(accountTraces).where(eq(accountTraces.userId, sharer.id))).toHaveLength(0);
    expect(await t.db.select().from(accountTraces).where(eq(accountTraces.userId, referee.id))).toHaveLength(2);
    expect(await flagOf(matchId)).toMatchObject({ signs: ['SAME_ADDRESS'], sharedAddresses: [], status: 'OPEN' });
  });
});
