/**
 * Every member's read answers with an ETag from the versions the database keeps; the tag moves
 * whenever one of the member's answers does, for every kind of write, and for nobody the write
 * leaves alone; a request naming the current tag is answered 304 with no body.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { matches, memberChanges, users } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp, type TestUser } from '#server/test/helper.ts';
import { CONDITIONAL_READS, ONE_STATEMENT_READS, answerAddress, namesTag, purgeOldMemberChanges } from './conditional-reads.ts';

const t = useTestApp();

/** What each member reads: the screens' own calls, each named by its address. */
const READS = [
  '/api/auth/me',
  '/api/auth/notification-preferences',
  '/api/user-apps',
  '/api/referral-codes/mine',
  '/api/matches/mine',
  '/api/matches/summary',
  '/api/notifications',
  '/api/notifications/unread-count',
  '/api/reports/mine',
  '/api/support/requests/mine',
  '/api/subscription/status',
  '/api/dashboard',
  '/api/referral-codes/available',
  '/api/referral-codes/available/summary',
  '/api/matches/opportunities',
  '/api/analytics/summary',
];

type Seen = Map<string, { tag: string | undefined; body: string }>;

async function readAll(person: TestUser): Promise<Seen> {
  const answers = await Promise.all(READS.map((url) => t.as(person).get(url)));
  const seen: Seen = new Map();
  READS.forEach((url, index) => {
    const answer = answers[index]!;
    // Analytics answers 402 to a Free member while paid features are on: a refusal, untagged.
    expect([200, 402], `${url}: ${answer.body}`).toContain(answer.statusCode);
    seen.set(url, { tag: answer.headers.etag as string | undefined, body: `${answer.statusCode} ${answer.body}` });
  });
  return seen;
}

type People = { sharer: TestUser; referee: TestUser; bystander: TestUser };

type Everyone = Map<keyof People, Seen>;

async function readEveryone(people: People): Promise<Everyone> {
  const entries = Object.entries(people) as [keyof People, TestUser][];
  return new Map(await Promise.all(entries.map(async ([name, person]) => [name, await readAll(person)] as const)));
}

/** The reads as they stand before the first write (each write's after is the next one's before). */
let seenBefore: Everyone | null = null;

/** Each person's reads before and after `write`: every answer that changed has a new tag, and the tags of `untouched` reads stay. */
async function expectTagsFollow(people: People, write: () => Promise<void>, untouched: Partial<Record<keyof People, string[]>>) {
  const before = seenBefore ?? (await readEveryone(people));
  await write();
  const after = await readEveryone(people);
  for (const name of Object.keys(people) as (keyof People)[]) {
    for (const url of READS) {
      const was = before.get(name)!.get(url)!;
      const now = after.get(name)!.get(url)!;
      if (now.body.startsWith('200 ')) expect(now.tag, `${name} ${url} has a tag`).toMatch(/^W\/"[\w-]+"$/);
      else expect(now.tag, `${name} ${url} is a refusal, untagged`).toBeUndefined();
      if (now.body !== was.body) expect(now.tag, `${name} ${url} changed, so did its tag`).not.toBe(was.tag);
      if (untouched[name]?.includes(url)) expect(now.tag, `${name} ${url} was left alone, so was its tag`).toBe(was.tag);
    }
  }
  seenBefore = after;
}

/**
 * The member-only reads: those a write to someone else's rows leaves alone. One's codes show their
 * place in the rotation and one's matches the other party's record, both moved by other people's matches.
 */
const OWN_READS = READS.filter(
  (url) =>
    ![
      '/api/referral-codes/mine',
      '/api/matches/mine',
      '/api/dashboard',
      '/api/referral-codes/available',
      '/api/referral-codes/available/summary',
      '/api/matches/opportunities',
      '/api/analytics/summary',
    ].includes(url),
);

describe('ETags of a member’s reads', () => {
  // The tag names the minute (answers follow the clock too): the test's clock stands still.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T09:30:10Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('answers 304 with no body to a request naming the current tag, and the answer to one naming an older tag', async () => {
    const person = await t.createUser();
    const first = await t.as(person).get('/api/notifications/unread-count');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\//);
    const again = await t.request({ method: 'GET', url: '/api/notifications/unread-count', token: person.token, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    const stranger = await t.createUser();
    const theirs = await t.request({ method: 'GET', url: '/api/notifications/unread-count', token: stranger.token, headers: { 'if-none-match': tag } });
    expect(theirs.statusCode, 'another member’s tag is never theirs').toBe(200);
    const older = await t.request({ method: 'GET', url: '/api/notifications/unread-count', token: person.token, headers: { 'if-none-match': 'W/"older"' } });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual(first.json());
  });

  it('leaves the cache-busting timestamp out of the tag: the dashboard asked again with a new one answers 304', async () => {
    const person = await t.createUser();
    const first = await t.as(person).get('/api/dashboard?_t=1764322210000');
    const again = await t.request({
      method: 'GET',
      url: '/api/dashboard?_t=1764322270000',
      token: person.token,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const offers = await t.as(person).get('/api/referral-codes/available?_=1&limit=5');
    expect(offers.headers.etag).toBe((await t.as(person).get('/api/referral-codes/available?limit=5&_=2')).headers.etag);
    expect(offers.headers.etag, 'another query is another answer').not.toBe((await t.as(person).get('/api/referral-codes/available?limit=6')).headers.etag);
    expect(answerAddress('/api/dashboard?_t=5')).toBe('/api/dashboard');
    expect(answerAddress('/api/referral-codes/available?_=5&limit=5')).toBe('/api/referral-codes/available?limit=5');
  });

  it('tags a first read of a one-statement answer from the versions that statement read: the tag a read naming it is checked against', async () => {
    const folded = READS.filter((url) => ONE_STATEMENT_READS.has(url));
    expect(folded.length).toBeGreaterThan(8);
    const app = await t.createApp({ maxUsesPerUser: null });
    const [sharer, referee] = [await t.createUser(), await t.createUser()];
    const code = await t.createCode(sharer.id, app.id);
    const firstTags = async (person: TestUser) => {
      const answers = await Promise.all(folded.map((url) => t.as(person).get(url)));
      answers.forEach((answer, index) => expect(answer.headers.etag, `${folded[index]} ${answer.body}`).toMatch(/^W\/"[\w-]+"$/));
      return answers.map((answer) => answer.headers.etag as string);
    };
    const asked = (person: TestUser, url: string, tag: string) => t.request({ method: 'GET', url, token: person.token, headers: { 'if-none-match': tag } });
    const before = await firstTags(referee);
    for (const [index, url] of folded.entries()) expect((await asked(referee, url, before[index]!)).statusCode, url).toBe(304);

    expect((await t.as(referee).post(`/api/referral-codes/claim/${code.id}`)).statusCode).toBe(201);
    const after = await firstTags(referee);
    for (const [index, url] of folded.entries()) {
      const again = await asked(referee, url, before[index]!);
      expect(again.statusCode, `${url}: the claim moved the referee's answer`).toBe(200);
      expect(again.headers.etag, url).toBe(after[index]);
    }
  });

  it('never tags a refusal, and no tag without a token', async () => {
    const person = await t.createUser();
    const unknown = await t.as(person).get('/api/reports/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
    const signedOut = await t.request({ method: 'GET', url: '/api/auth/me', headers: { 'if-none-match': '*' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers.etag).toBeUndefined();
  });

  it('moves with every kind of write, for exactly the members it touches', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const people: People = { sharer: await t.createUser(), referee: await t.createUser(), bystander: await t.createUser() };
    const code = await t.createCode(people.sharer.id, app.id);
    const second = await t.createApp();
    const admin = await t.createAdmin();
    seenBefore = null;
    const bystanderOwn = { bystander: OWN_READS };
    let matchId = '';

    // A claim: both parties' answers move (the match, the notice), the bystander's own do not.
    await expectTagsFollow(
      people,
      async () => {
        const claimed = await t.as(people.referee).post(`/api/referral-codes/claim/${code.id}`);
        expect(claimed.statusCode, claimed.body).toBe(201);
        matchId = claimed.json<{ match_id: string }>().match_id;
      },
      bystanderOwn,
    );
    // A move on the match.
    await expectTagsFollow(
      people,
      async () => expect((await t.as(people.referee).post(`/api/matches/${matchId}/mark-complete`)).statusCode).toBe(200),
      bystanderOwn,
    );
    // A notification read: only its reader's answers move.
    await expectTagsFollow(people, async () => expect((await t.as(people.sharer).post('/api/notifications/mark-all-read')).statusCode).toBe(200), {
      referee: OWN_READS,
      bystander: OWN_READS,
    });
    // A preference: only its owner's.
    await expectTagsFollow(
      people,
      async () => expect((await t.as(people.referee).put('/api/auth/notification-preferences', { offers: false })).statusCode).toBe(200),
      { sharer: OWN_READS, bystander: OWN_READS },
    );
    // The bystander's own write: theirs move; the others' own answers stay.
    await expectTagsFollow(people, async () => expect((await t.as(people.bystander).post('/api/user-apps', { app_id: app.id })).statusCode).toBe(201), {
      sharer: OWN_READS,
      referee: OWN_READS,
    });
    // A report on the match, and a message in its thread: both parties'.
    await expectTagsFollow(
      people,
      async () => {
        const reported = await t
          .as(people.referee)
          .post(`/api/matches/${matchId}/reports`, { reason: 'CODE_DID_NOT_WORK', message: 'The code was refused at sign-up.' });
        expect(reported.statusCode, reported.body).toBe(201);
        const answered = await t
          .as(people.sharer)
          .post(`/api/reports/${reported.json<{ id: string }>().id}/messages`, { message: 'It works for me; try the link.' });
        expect(answered.statusCode, answered.body).toBe(200);
      },
      bystanderOwn,
    );
    // The match completed (a write straight to the row, as a job makes), then rated: both parties', and the sharer's record everyone sees.
    await expectTagsFollow(
      people,
      async () => {
        await t.db.update(matches).set({ status: 'COMPLETED' }).where(eq(matches.id, matchId));
        const rated = await t.as(people.referee).post(`/api/matches/${matchId}/review`, { rating: 5, comment: 'Quick and clear.' });
        expect(rated.statusCode, rated.body).toBe(201);
      },
      bystanderOwn,
    );
    // A new code shared: its owner's, and the offers everyone sees.
    let secondCode = '';
    await expectTagsFollow(
      people,
      async () => {
        secondCode = (await t.createCode(people.sharer.id, second.id)).id;
      },
      { referee: OWN_READS, bystander: OWN_READS },
    );
    // A support request: only its writer's.
    await expectTagsFollow(
      people,
      async () => {
        const asked = await t
          .as(people.bystander)
          .post('/api/support/requests', { subject: 'A question about codes', message: 'How long does a claim stay open?' });
        expect(asked.statusCode, asked.body).toBe(201);
      },
      { sharer: OWN_READS, referee: OWN_READS },
    );
    // Eligibility confirmed before a first claim: its owner's own answers only.
    await expectTagsFollow(
      people,
      async () => {
        const confirmed = await t.as(people.bystander).post('/api/auth/eligibility', { eligibility_confirmed: true });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
      },
      { sharer: OWN_READS, referee: OWN_READS },
    );
    // A new name: its owner's, the cards of the people matched with them, and the offers everyone sees.
    await expectTagsFollow(
      people,
      async () => {
        const renamed = await t.as(people.sharer).put('/api/auth/profile', { email: people.sharer.email, name: 'Sam Sharer' });
        expect(renamed.statusCode, renamed.body).toBe(200);
      },
      { bystander: OWN_READS },
    );
    // The bystander claims the sharer's other code and gives the claim up: theirs and the sharer's, never the referee's own.
    let given = '';
    await expectTagsFollow(
      people,
      async () => {
        const claimed = await t.as(people.bystander).post(`/api/referral-codes/claim/${secondCode}`);
        expect(claimed.statusCode, claimed.body).toBe(201);
        given = claimed.json<{ match_id: string }>().match_id;
      },
      { referee: OWN_READS },
    );
    await expectTagsFollow(people, async () => expect((await t.as(people.bystander).post(`/api/matches/${given}/cancel`)).statusCode).toBe(200), {
      referee: OWN_READS,
    });
    // A notification deleted: only its reader's.
    await expectTagsFollow(
      people,
      async () => {
        const [notice] = (await t.as(people.referee).get('/api/notifications')).json<{ id: string }[]>();
        expect((await t.as(people.referee).delete(`/api/notifications/${notice!.id}`)).statusCode).toBe(204);
      },
      { sharer: OWN_READS, bystander: OWN_READS },
    );
    // An administrator's change to the app: everyone holding it (all three now) sees it.
    await expectTagsFollow(
      people,
      async () => expect((await t.as(admin).patch(`/api/admin/apps/${app.id}`, { referee_reward_amount_pence: 4_000 })).statusCode).toBe(200),
      {},
    );
    // Paid features switched on: every answer follows the settings.
    await expectTagsFollow(people, () => t.setPaidFeatures(true), {});
    // An upgrade to Premium: only its member's own answers.
    await expectTagsFollow(people, async () => expect((await t.as(people.referee).post('/api/subscription/upgrade')).statusCode).toBe(200), {
      sharer: OWN_READS,
      bystander: OWN_READS,
    });
    await t.setPaidFeatures(false);
  });
});

/**
 * `person`'s answer at `url` before and after `write`, as the figure `figureOf` reads from it: the
 * figure moves, and so does the tag, so the answer held before is never confirmed by a 304.
 */
async function expectFigureAndTagMove<Body, Figure>(
  person: TestUser,
  url: string,
  figureOf: (body: Body) => Figure,
  write: () => Promise<void>,
): Promise<[before: Figure, after: Figure]> {
  const read = async () => {
    const answer = await t.as(person).get(url);
    expect(answer.statusCode, answer.body).toBe(200);
    return { tag: answer.headers.etag as string, figure: figureOf(answer.json<Body>()) };
  };
  const before = await read();
  await write();
  const after = await read();
  expect(after.figure, `${url}: the figure moved`).not.toEqual(before.figure);
  expect(after.tag, `${url}: so did its tag`).not.toBe(before.tag);
  const asked = await t.request({ method: 'GET', url, token: person.token, headers: { 'if-none-match': before.tag } });
  expect(asked.statusCode, `${url}: the answer held before is not the answer now`).toBe(200);
  return [before.figure, after.figure];
}

/** The place in the rotation of a sharer's one code, from their codes' answer. */
const placeOfOnlyCode = (codes: { ahead_in_rotation: number | null }[]) => codes[0]!.ahead_in_rotation;

/** Two members sharing one code each for a new app, the older code ahead of the newer in turn. */
async function twoSharersOfOneApp() {
  const app = await t.createApp({ maxUsesPerUser: null });
  const share = async (createdAt: string) => {
    const sharer = await t.createUser();
    const code = await t.createCode(sharer.id, app.id, { createdAt: new Date(createdAt) });
    return { sharer, codeId: code.id };
  };
  return { older: await share('2026-11-01T09:00:00Z'), newer: await share('2026-11-02T09:00:00Z') };
}
type MemberPage = { track_record: { upheld_reports: number; email_verified: boolean } };

/** Writes that change what a member reads without touching any row of theirs. */
describe('ETags of answers that show other members’ doings', () => {
  it('one’s codes: someone else’s code of the app is handed out and goes to the back of the turn', async () => {
    const { older, newer } = await twoSharersOfOneApp();
    const referee = await t.createUser();
    const places = await expectFigureAndTagMove(newer.sharer, '/api/referral-codes/mine', placeOfOnlyCode, async () => {
      const claimed = await t.as(referee).post(`/api/referral-codes/claim/${older.codeId}`);
      expect(claimed.statusCode, claimed.body).toBe(201);
    });
    expect(places).toEqual([1, 0]);
  });

  it('one’s codes: a referrer of the app upgrades, and with paid features on Premium codes go first', async () => {
    await t.setPaidFeatures(true);
    try {
      const { older, newer } = await twoSharersOfOneApp();
      const places = await expectFigureAndTagMove(older.sharer, '/api/referral-codes/mine', placeOfOnlyCode, async () => {
        const upgraded = await t.as(newer.sharer).post('/api/subscription/upgrade');
        expect(upgraded.statusCode, upgraded.body).toBe(200);
      });
      expect(places).toEqual([0, 1]);
    } finally {
      await t.setPaidFeatures(false);
    }
  });

  it('one’s matches: the other party completes a match with someone else, and their record counts it', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const [sharer, first, second] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const code = await t.createCode(sharer.id, app.id, { maxUses: 5 });
    const claim = async (referee: TestUser) => {
      const claimed = await t.as(referee).post(`/api/referral-codes/claim/${code.id}`);
      expect(claimed.statusCode, claimed.body).toBe(201);
      return claimed.json<{ match_id: string }>().match_id;
    };
    await claim(first);
    const theirs = await claim(second);
    const completed = await expectFigureAndTagMove(
      first,
      '/api/matches/mine',
      (mine: { other_party: { track_record: { completed: number } } }[]) => mine[0]!.other_party.track_record.completed,
      async () => {
        await t.db.update(matches).set({ status: 'COMPLETED', completedAt: new Date() }).where(eq(matches.id, theirs));
      },
    );
    expect(completed[1]).toBe(completed[0] + 1);
  });

  it('a member’s page: the team upholds a report against the member', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const [sharer, referee, visitor, admin] = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createAdmin()];
    const code = await t.createCode(sharer.id, app.id);
    const claimed = await t.as(referee).post(`/api/referral-codes/claim/${code.id}`);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const reported = await t.as(referee).post(`/api/matches/${claimed.json<{ match_id: string }>().match_id}/reports`, {
      reason: 'CODE_DID_NOT_WORK',
      message: 'The code was refused at sign-up.',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const upheld = await expectFigureAndTagMove(
      visitor,
      `/api/members/${sharer.username}`,
      (page: MemberPage) => page.track_record.upheld_reports,
      async () => {
        const decided = await t
          .as(admin)
          .patch(`/api/admin/reports/${reported.json<{ id: string }>().id}`, { status: 'RESOLVED', resolution: 'The code was wrong.' });
        expect(decided.statusCode, decided.body).toBe(200);
      },
    );
    expect(upheld).toEqual([0, 1]);
  });

  it('a member’s page: the member verifies their e-mail address', async () => {
    const [member, visitor] = [await t.createUser(), await t.createUser()];
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id));
    const verified = await expectFigureAndTagMove(
      visitor,
      `/api/members/${member.username}`,
      (page: MemberPage) => page.track_record.email_verified,
      async () => {
        await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.id));
      },
    );
    expect(verified).toEqual([false, true]);
  });

  it('one’s account: one signs in again elsewhere, and the account shows when one last signed in', async () => {
    const person = await t.createUser();
    await expectFigureAndTagMove(
      person,
      '/api/auth/me',
      (me: { last_login_at: string | null }) => me.last_login_at,
      async () => {
        const signedIn = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: TEST_PASSWORD } });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
      },
    );
  });
});

type JsonSchema = { $ref?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema } & Record<string, unknown>;

/** Every property name in `schema`, through its references, arrays and unions. */
function propertyNames(schema: unknown, components: Record<string, JsonSchema>, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const { $ref, properties } = node as JsonSchema;
    if ($ref) {
      const name = $ref.split('/').pop()!;
      if (!seen.has(name)) {
        seen.add(name);
        visit(components[name]);
      }
    }
    for (const key of Object.keys(properties ?? {})) names.add(key);
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return names;
}

/** What shows other members' doings (their records, a code's place among theirs): a read holding one moves with the marketplace. */
const OTHER_MEMBERS_FIELDS = ['track_record', 'other_party', 'ahead_in_rotation'];

describe('which reads follow the marketplace', () => {
  it('classes a read as its member’s own only when its answer holds nothing of other members’ doings', async () => {
    const openapi = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> } }>;
      components: { schemas: Record<string, JsonSchema> };
    }>();
    const own = Object.entries(CONDITIONAL_READS).filter(([, reads]) => reads === 'member');
    expect(own.length).toBeGreaterThan(5);
    for (const [route] of own) {
      const answer = openapi.paths[route.replace(/:(\w+)/g, '{$1}')]?.get?.responses?.['200']?.content?.['application/json']?.schema;
      expect(answer, `${route} is documented`).toBeDefined();
      const names = propertyNames(answer, openapi.components.schemas);
      expect(names.size, `${route} names its fields`).toBeGreaterThan(0);
      expect(
        OTHER_MEMBERS_FIELDS.filter((field) => names.has(field)),
        route,
      ).toEqual([]);
    }
    // And the check sees such a field where there is one.
    const matches = openapi.paths['/api/matches/mine']!.get!.responses!['200']!.content!['application/json']!.schema;
    expect(propertyNames(matches, openapi.components.schemas).has('other_party')).toBe(true);
  });
});

describe('purging old changes', () => {
  it('purges a member’s changes after a quarter of an hour: their tag moves once, then stays', async () => {
    const person = await t.createUser();
    expect((await t.as(person).put('/api/auth/notification-preferences', { offers: false })).statusCode).toBe(200);
    const tagNow = async () => (await t.as(person).get('/api/auth/notification-preferences')).headers.etag;
    const before = await tagNow();
    await t.db
      .update(memberChanges)
      .set({ changedAt: sql`now() - interval '16 minutes'` })
      .where(eq(memberChanges.userId, person.id));
    expect(await purgeOldMemberChanges(t.db)).toBeGreaterThan(0);
    expect(await t.db.select().from(memberChanges).where(eq(memberChanges.userId, person.id))).toEqual([]);
    const after = await tagNow();
    expect(after).not.toBe(before);
    expect(await tagNow()).toBe(after);
  });
});

describe('namesTag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(namesTag('W/"a"', 'W/"a"')).toBe(true);
    expect(namesTag('"a"', 'W/"a"')).toBe(true);
    expect(namesTag('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(namesTag('*', 'W/"a"')).toBe(true);
    expect(namesTag('W/"b"', 'W/"a"')).toBe(false);
    expect(namesTag(undefined, 'W/"a"')).toBe(false);
  });
});
