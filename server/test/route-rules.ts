import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import {
  aiSuggestions,
  claimRequests,
  emailVerificationTokens,
  passwordResetTokens,
  referralCodes,
  referralFlags,
  signInLinks,
  systemSettings,
  userApps,
  users,
} from '../db/schema.ts';
import { newLinkToken } from '../lib/link-tokens.ts';
import { screenshotPng } from '../modules/reports/test-fixtures.ts';
import { logoPng, sharedLogoAddress, storedLogoFile } from '../modules/logos/test-fixtures.ts';
import { appForm } from '../modules/admin/test-fixtures.ts';
import { seedNotifications } from '../modules/notifications/test-fixtures.ts';
import { TEST_PASSWORD, type TestContext, type TestUser } from './helper.ts';

/**
 * Who may call each route, as the authorization-matrix and bad-input tests read it. Every route the
 * app registers under /api must be listed here (those tests fail naming any that is not).
 *
 * - public: anyone; a token, good or bad, changes nothing.
 * - sign-in: public too, and answers with credentials of its own (login, register, admin login).
 * - user: a user-scoped token of an active account (docs/decisions/accounts.md, "Token scopes do not mix").
 * - admin: an admin-scoped token of an active administrator; a user token is 403.
 */
type Gate = 'public' | 'sign-in' | 'user' | 'admin';

/** One request, by its parts: url params (`*` for a wildcard), body (JSON unless a content type is given), query string. */
export type Call = { params?: Record<string, string>; body?: unknown; contentType?: string; query?: Record<string, string> };

type Scene = Call & {
  /** The other party to the same object, and the status they get for the same call. */
  party?: { user: TestUser; status: number };
};

export type RouteRule = {
  gate: Gate;
  /** What the call names (its :id, or the ids in its body) belongs to the caller; anyone else's answers 404. */
  owned?: 'user app' | 'referral code' | 'match' | 'waiting request' | 'notification' | 'review' | 'report' | 'support request';
  /** A server-sent event stream: opened only over a real connection, never through inject. */
  stream?: true;
  /** Sets up a call that succeeds (2xx) for `caller`, who owns what it names. No scene: a call with nothing. */
  scene?: (t: TestContext, caller: TestUser) => Promise<Scene>;
};

const unique = () => randomUUID().slice(0, 8);

/** A match of the caller's as referee, on a fresh app and another person's code; marked done if asked. */
async function matchScene(t: TestContext, referee: TestUser, options: { markedDone?: boolean; referrerStatus: number }): Promise<Scene> {
  const referrer = await t.createUser();
  const app = await t.createApp();
  const code = await t.createCode(referrer.id, app.id);
  const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token });
  if (claimed.statusCode !== 201) throw new Error(`matchScene: claim answered ${claimed.statusCode} ${claimed.body}`);
  const id = claimed.json<{ match_id: string }>().match_id;
  if (options.markedDone) {
    const done = await t.request({ method: 'POST', url: `/api/matches/${id}/mark-complete`, token: referee.token });
    if (done.statusCode !== 200) throw new Error(`matchScene: mark-complete answered ${done.statusCode} ${done.body}`);
  }
  return { params: { id }, party: { user: referrer, status: options.referrerStatus } };
}

/** A match of the caller's as referee that both parties have confirmed: it is completed. */
async function completedMatchScene(t: TestContext, referee: TestUser, referrerStatus: number): Promise<Scene> {
  const scene = await matchScene(t, referee, { markedDone: true, referrerStatus });
  const url = `/api/matches/${scene.params!.id}/confirm-receipt`;
  for (const party of [referee, scene.party!.user]) {
    const confirmed = await t.request({ method: 'POST', url, token: party.token, payload: {} });
    if (confirmed.statusCode !== 200) throw new Error(`completedMatchScene: confirm-receipt answered ${confirmed.statusCode} ${confirmed.body}`);
  }
  return scene;
}

/** A review of the caller by the referee of a completed match on the caller's code, for the caller to reply to. */
async function reviewOfScene(t: TestContext, caller: TestUser): Promise<Scene> {
  const reviewer = await t.createUser();
  const code = await t.createCode(caller.id, (await t.createApp()).id);
  const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: reviewer.token });
  const id = claimed.json<{ match_id: string }>().match_id;
  await t.request({ method: 'POST', url: `/api/matches/${id}/mark-complete`, token: reviewer.token });
  for (const party of [reviewer, caller]) await t.request({ method: 'POST', url: `/api/matches/${id}/confirm-receipt`, token: party.token, payload: {} });
  const rated = await t.request({ method: 'POST', url: `/api/matches/${id}/review`, token: reviewer.token, payload: { rating: 4 } });
  if (rated.statusCode !== 201) throw new Error(`reviewOfScene: review answered ${rated.statusCode} ${rated.body}`);
  return { params: { id: rated.json<{ id: string }>().id }, body: { reply: 'Thank you!' }, party: { user: reviewer, status: 404 } };
}

/** A member's review that another member reported (answered by the member reviewed, if asked): its id. */
async function reportedReview(t: TestContext, { replied = false } = {}): Promise<string> {
  const reviewee = await t.createUser();
  const id = (await reviewOfScene(t, reviewee)).params!.id!;
  if (replied) {
    const answered = await t.request({ method: 'POST', url: `/api/reviews/${id}/reply`, token: reviewee.token, payload: { reply: 'Liar!' } });
    if (answered.statusCode !== 200) throw new Error(`reportedReview: reply answered ${answered.statusCode} ${answered.body}`);
  }
  const reported = await t.request({ method: 'POST', url: `/api/reviews/${id}/report`, token: (await t.createUser()).token, payload: { reason: 'SPAM' } });
  if (reported.statusCode !== 201) throw new Error(`reportedReview: report answered ${reported.statusCode} ${reported.body}`);
  return id;
}

/** A match flagged as a possible self-referral: its referee's e-mail address is its sharer's with a +tag. */
async function flaggedMatch(t: TestContext): Promise<string> {
  const mailbox = `flagged-${unique()}`;
  const sharer = await t.createUser({ email: `${mailbox}@example.com` });
  const referee = await t.createUser({ email: `${mailbox}+again@example.com` });
  const code = await t.createCode(sharer.id, (await t.createApp()).id);
  const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token });
  if (claimed.statusCode !== 201) throw new Error(`flaggedMatch: claim answered ${claimed.statusCode} ${claimed.body}`);
  const [flag] = await t.db
    .select({ id: referralFlags.id })
    .from(referralFlags)
    .where(eq(referralFlags.matchId, claimed.json<{ match_id: string }>().match_id));
  if (!flag) throw new Error('flaggedMatch: the claim raised no flag');
  return flag.id;
}

/** A report the caller (the referee) made about their match, for either party to read and answer. */
async function reportScene(t: TestContext, caller: TestUser, body?: object, partyStatus = 200): Promise<Scene> {
  const scene = await matchScene(t, caller, { referrerStatus: partyStatus });
  const made = await t.request({ method: 'POST', url: `/api/matches/${scene.params!.id}/reports`, token: caller.token, payload: REPORT });
  if (made.statusCode !== 201) throw new Error(`reportScene: report answered ${made.statusCode} ${made.body}`);
  return { params: { id: made.json<{ id: string }>().id }, party: scene.party, ...(body ? { body } : {}) };
}

/** A report of the caller's with a screenshot on it. */
async function evidenceScene(t: TestContext, caller: TestUser): Promise<Scene> {
  const scene = await reportScene(t, caller);
  const url = `/api/reports/${scene.params!.id}/evidence`;
  const added = await t.request({ method: 'POST', url, token: caller.token, payload: await screenshotPng(), headers: { 'content-type': 'image/png' } });
  if (added.statusCode !== 201) throw new Error(`evidenceScene: upload answered ${added.statusCode} ${added.body}`);
  return { ...scene, params: { id: scene.params!.id!, evidenceId: added.json<{ evidence: { id: string }[] }>().evidence[0]!.id } };
}

/** A report two other people made, for the team. */
async function reportForTeam(t: TestContext): Promise<string> {
  const scene = await reportScene(t, await t.createUser());
  return scene.params!.id!;
}

const REPORT = { reason: 'CODE_DID_NOT_WORK', message: 'The app said the code was not valid.' };

const SUPPORT = { subject: 'My bonus has not arrived', message: 'It has been 40 days since I signed up.' };

/** A support request the caller sent, for them to read and write in. */
async function supportScene(t: TestContext, caller: TestUser, body?: object): Promise<Scene> {
  const sent = await t.request({ method: 'POST', url: '/api/support/requests', token: caller.token, payload: SUPPORT });
  if (sent.statusCode !== 201) throw new Error(`supportScene: request answered ${sent.statusCode} ${sent.body}`);
  return { params: { id: sent.json<{ id: string }>().id }, ...(body ? { body } : {}) };
}

/** A support request someone else sent, for the team. */
async function supportForTeam(t: TestContext): Promise<string> {
  return (await supportScene(t, await t.createUser())).params!.id!;
}

async function notificationOf(t: TestContext, user: TestUser): Promise<string> {
  const [row] = await seedNotifications(t, user.id, 1);
  return row!.id;
}

async function someoneElsesCode(t: TestContext) {
  const referrer = await t.createUser();
  const app = await t.createApp();
  return { app, code: await t.createCode(referrer.id, app.id) };
}

async function suggestion(t: TestContext): Promise<string> {
  const [row] = await t.db
    .insert(aiSuggestions)
    .values({
      name: `Suggested ${unique()}`,
      description: 'A UK app',
      confidence: 0.8,
      appUrl: 'https://suggested.example',
      referrerRewardAmountPence: 1000,
      refereeRewardAmountPence: 500,
    })
    .returning();
  return row!.id;
}

async function setPaidFeatures(t: TestContext, on: boolean): Promise<void> {
  await t.db
    .insert(systemSettings)
    .values({ settingKey: 'paid_features_enabled', settingValue: on })
    .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: on } });
}

/** A row of the caller's for a new app (their app, their waiting request), named by its id. */
function ownRowScene(table: typeof userApps | typeof claimRequests): NonNullable<RouteRule['scene']> {
  return async (t, caller) => {
    const [row] = await t.db
      .insert(table)
      .values({ userId: caller.id, appId: (await t.createApp()).id })
      .returning({ id: table.id });
    return { params: { id: row!.id } };
  };
}

const docs: RouteRule = { gate: 'public' };

/** A new user and a live e-mailed link's token for them, in the form the app stores (its hash only). */
async function linkFor(t: TestContext) {
  const user = await t.createUser();
  const { token, hash } = newLinkToken();
  return { token, row: { userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + 3_600_000) }, email: user.email };
}

export const ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/docs': docs,
  'GET /api/docs/static/index.html': docs,
  'GET /api/docs/static/swagger-initializer.js': docs,
  'GET /api/docs/json': docs,
  'GET /api/docs/yaml': docs,
  'GET /api/docs/static/*': { gate: 'public', scene: async () => ({ params: { '*': 'index.css' } }) },
  'GET /api/openapi.json': docs,
  'GET /api/health': { gate: 'public' },
  'GET /api/public/apps': { gate: 'public', scene: async () => ({ query: { _: String(Date.now()) } }) },
  'GET /api/public/admin-login-hint': { gate: 'public' },
  'GET /api/public/logos/:file': { gate: 'public', scene: async (t) => ({ params: { file: await storedLogoFile(t) } }) },

  'POST /api/auth/password-check': { gate: 'public', scene: async () => ({ body: { password: 'long-enough-1' } }) },
  'POST /api/auth/password-reset/request': { gate: 'public', scene: async (t) => ({ body: { email: (await t.createUser()).email } }) },
  'POST /api/auth/password-reset/check': {
    gate: 'sign-in',
    scene: async (t) => {
      const link = await linkFor(t);
      await t.db.insert(passwordResetTokens).values(link.row);
      return { body: { token: link.token } };
    },
  },
  'POST /api/auth/password-reset/confirm': {
    gate: 'sign-in',
    scene: async (t) => {
      const link = await linkFor(t);
      await t.db.insert(passwordResetTokens).values(link.row);
      return { body: { token: link.token, new_password: 'a-new-password-9' } };
    },
  },
  // A one-time link's token, like the reset's: shown open by reaching its validation.
  'POST /api/auth/verify-email': {
    gate: 'sign-in',
    scene: async (t) => {
      const link = await linkFor(t);
      await t.db.insert(emailVerificationTokens).values({ ...link.row, email: link.email });
      return { body: { token: link.token } };
    },
  },
  'POST /api/auth/verify-email/resend': { gate: 'user' },
  // A sign-in link's token, as e-mailed while the account refuses unknown browsers: open, like the reset's.
  'POST /api/auth/sign-in-link': {
    gate: 'sign-in',
    scene: async (t) => {
      const link = await linkFor(t);
      await t.db.insert(signInLinks).values({ ...link.row, scope: 'user' });
      return { body: { token: link.token } };
    },
  },
  'POST /api/admin/sign-in-link': {
    gate: 'sign-in',
    scene: async (t) => {
      const admin = await t.createAdmin();
      const { token, hash } = newLinkToken();
      await t.db.insert(signInLinks).values({ userId: admin.id, tokenHash: hash, scope: 'admin', expiresAt: new Date(Date.now() + 900_000) });
      return { body: { token } };
    },
  },
  'POST /api/auth/register': {
    gate: 'sign-in',
    scene: async () => ({ body: { email: `new-${unique()}@example.com`, username: `new_${unique()}`, password: 'long-enough-1', name: 'Ada' } }),
  },
  'POST /api/auth/login': { gate: 'sign-in', scene: async (_t, caller) => ({ body: { email: caller.email, password: TEST_PASSWORD } }) },
  'POST /api/admin/login': { gate: 'sign-in', scene: async (t) => ({ body: { username: (await t.createAdmin()).username, password: TEST_PASSWORD } }) },

  'GET /api/auth/me': { gate: 'user' },
  'POST /api/auth/eligibility': { gate: 'user', scene: async () => ({ body: { eligibility_confirmed: true } }) },
  'PUT /api/auth/profile': { gate: 'user', scene: async () => ({ body: { email: `renamed-${unique()}@example.com`, name: 'Ada Lovelace' } }) },
  'PUT /api/auth/password': { gate: 'user', scene: async () => ({ body: { current_password: TEST_PASSWORD, new_password: TEST_PASSWORD } }) },
  'GET /api/auth/export': { gate: 'user' },
  'GET /api/auth/sessions': { gate: 'user' },
  'POST /api/auth/sessions/sign-out-others': { gate: 'user' },
  'POST /api/auth/logout-everywhere': { gate: 'user' },
  'GET /api/auth/notification-preferences': { gate: 'user' },
  'PUT /api/auth/notification-preferences': { gate: 'user', scene: async () => ({ body: { reviews: true } }) },
  // The signed link in an e-mail works without signing in, and again and again.
  'POST /api/unsubscribe': { gate: 'public', scene: async (t) => ({ query: { token: t.app.mailer.unsubscribe.token((await t.createUser()).id, 'reports') } }) },
  'DELETE /api/auth/account': { gate: 'user' },

  'GET /api/user-apps': { gate: 'user' },
  'POST /api/user-apps': { gate: 'user', scene: async (t) => ({ body: { app_id: (await t.createApp()).id, owns: true } }) },
  'DELETE /api/user-apps/:id': { gate: 'user', owned: 'user app', scene: ownRowScene(userApps) },

  'POST /api/referral-codes': {
    gate: 'user',
    scene: async (t) => ({ body: { app_id: (await t.createApp()).id, referral_link: `https://refer.example/invite/CODE${unique()}`, max_uses: 5 } }),
  },
  'GET /api/referral-codes/mine': { gate: 'user' },
  'GET /api/referral-codes/available': { gate: 'user', scene: async () => ({ query: { limit: '10' } }) },
  'GET /api/referral-codes/available/summary': { gate: 'user', scene: async () => ({ query: { limit: '6' } }) },
  'GET /api/referral-codes/claimed': { gate: 'user', scene: async () => ({ query: { limit: '10' } }) },
  // Claiming names someone else's code on purpose: the rule is "not your own" (409), checked in its module.
  'POST /api/referral-codes/claim/:id': { gate: 'user', scene: async (t) => ({ params: { id: (await someoneElsesCode(t)).code.id } }) },
  'DELETE /api/referral-codes/:id': {
    gate: 'user',
    owned: 'referral code',
    scene: async (t, caller) => ({ params: { id: (await t.createCode(caller.id, (await t.createApp()).id)).id } }),
  },

  'POST /api/matches/claim': { gate: 'user', scene: async (t) => ({ body: { app_id: (await someoneElsesCode(t)).app.id } }) },
  'GET /api/matches/mine': { gate: 'user', scene: async () => ({ query: { role: 'referee', state: 'finished', limit: '10', page: '1' } }) },
  'GET /api/matches/summary': { gate: 'user' },
  // The referee moves a match; the referrer is a party too, so they get 403 rather than 404.
  'POST /api/matches/:id/cancel': { gate: 'user', owned: 'match', scene: (t, caller) => matchScene(t, caller, { referrerStatus: 403 }) },
  'POST /api/matches/:id/mark-complete': { gate: 'user', owned: 'match', scene: (t, caller) => matchScene(t, caller, { referrerStatus: 403 }) },
  'POST /api/matches/:id/undo-complete': {
    gate: 'user',
    owned: 'match',
    scene: (t, caller) => matchScene(t, caller, { markedDone: true, referrerStatus: 403 }),
  },
  // Either party confirms their own reward.
  'POST /api/matches/:id/confirm-receipt': {
    gate: 'user',
    owned: 'match',
    scene: async (t, caller) => ({ ...(await matchScene(t, caller, { markedDone: true, referrerStatus: 200 })), body: {} }),
  },
  'POST /api/matches/:id/refresh-instructions': { gate: 'user', owned: 'match', scene: (t, caller) => matchScene(t, caller, { referrerStatus: 403 }) },
  'GET /api/matches/waiting': { gate: 'user' },
  'DELETE /api/matches/waiting/:id': { gate: 'user', owned: 'waiting request', scene: ownRowScene(claimRequests) },
  'GET /api/matches/opportunities': { gate: 'user', scene: async () => ({ query: { limit: '6' } }) },

  'GET /api/notifications': { gate: 'user', scene: async () => ({ query: { unread_only: 'true', limit: '20' } }) },
  'GET /api/notifications/unread-count': { gate: 'user' },
  'GET /api/notifications/stream': { gate: 'user', stream: true },
  'POST /api/notifications/mark-all-read': { gate: 'user' },
  'PATCH /api/notifications/bulk-update': {
    gate: 'user',
    owned: 'notification',
    scene: async (t, caller) => ({ body: { notification_ids: [await notificationOf(t, caller)], updates: { status: 'READ' } } }),
  },
  'DELETE /api/notifications/bulk-delete': {
    gate: 'user',
    owned: 'notification',
    scene: async (t, caller) => ({ body: { notification_ids: [await notificationOf(t, caller)] } }),
  },
  'POST /api/notifications/:id/mark-read': {
    gate: 'user',
    owned: 'notification',
    scene: async (t, caller) => ({ params: { id: await notificationOf(t, caller) } }),
  },
  'PATCH /api/notifications/:id': {
    gate: 'user',
    owned: 'notification',
    scene: async (t, caller) => ({ params: { id: await notificationOf(t, caller) }, body: { status: 'ARCHIVED' } }),
  },
  'DELETE /api/notifications/:id': { gate: 'user', owned: 'notification', scene: async (t, caller) => ({ params: { id: await notificationOf(t, caller) } }) },

  'GET /api/members/:username': { gate: 'user', scene: async (t) => ({ params: { username: (await t.createUser()).username } }) },

  'GET /api/members/:username/reviews': { gate: 'user', scene: async (t) => ({ params: { username: (await t.createUser()).username }, query: { page: '1' } }) },
  // Each party rates the other once, so the other party may rate too.
  'POST /api/matches/:id/review': {
    gate: 'user',
    owned: 'match',
    scene: async (t, caller) => ({ ...(await completedMatchScene(t, caller, 201)), body: { rating: 5, comment: 'Quick and clear.' } }),
  },
  'POST /api/reviews/:id/reply': { gate: 'user', owned: 'review', scene: reviewOfScene },
  // Any member may report any shown review: here, one of the caller.
  'POST /api/reviews/:id/report': {
    gate: 'user',
    scene: async (t, caller) => ({ params: (await reviewOfScene(t, caller)).params, body: { reason: 'ABUSIVE', message: 'Rude words.' } }),
  },

  // Either party reports their own side's problem, so the other party may report too.
  'POST /api/matches/:id/reports': {
    gate: 'user',
    owned: 'match',
    scene: async (t, caller) => ({ ...(await matchScene(t, caller, { referrerStatus: 201 })), body: REPORT }),
  },
  'GET /api/reports/mine': { gate: 'user' },
  'GET /api/reports/:id': { gate: 'user', owned: 'report', scene: (t, caller) => reportScene(t, caller) },
  'POST /api/reports/:id/messages': {
    gate: 'user',
    owned: 'report',
    scene: (t, caller) => reportScene(t, caller, { message: 'Here is what the app showed me.' }),
  },
  'POST /api/reports/:id/evidence': {
    gate: 'user',
    owned: 'report',
    scene: async (t, caller) => ({ ...(await reportScene(t, caller, undefined, 201)), body: await screenshotPng(), contentType: 'image/png' }),
  },
  'GET /api/reports/:id/evidence/:evidenceId': { gate: 'user', owned: 'report', scene: evidenceScene },
  // Naming a match makes it the caller's to name: anyone else's (the stranger's call) is 404; the other party may name it too.
  'POST /api/support/requests': {
    gate: 'user',
    owned: 'match',
    scene: async (t, caller) => {
      const { params, party } = await matchScene(t, caller, { referrerStatus: 201 });
      return { body: { ...SUPPORT, match_id: params!.id }, party };
    },
  },
  'GET /api/support/requests/mine': { gate: 'user' },
  'GET /api/support/requests/:id': { gate: 'user', owned: 'support request', scene: (t, caller) => supportScene(t, caller) },
  'POST /api/support/requests/:id/messages': {
    gate: 'user',
    owned: 'support request',
    scene: (t, caller) => supportScene(t, caller, { message: 'One more detail: I used the link.' }),
  },
  'PATCH /api/referral-codes/:id': {
    gate: 'user',
    owned: 'referral code',
    scene: async (t, caller) => {
      const app = await t.createApp();
      return { params: { id: (await t.createCode(caller.id, app.id)).id }, body: { referral_link: `${app.appUrl}/r/NEW${unique()}` } };
    },
  },

  'GET /api/subscription/status': { gate: 'user' },
  'GET /api/subscription/pricing': { gate: 'user' },
  // Upgrading is refused (409) while paid features are off, so the scene turns them on.
  'POST /api/subscription/upgrade': { gate: 'user', scene: async (t) => (await setPaidFeatures(t, true), {}) },
  'POST /api/subscription/cancel': {
    gate: 'user',
    scene: async (t, caller) => {
      await t.db.update(users).set({ subscriptionStatus: 'PREMIUM' }).where(eq(users.id, caller.id));
      return {};
    },
  },
  // Open to everyone while paid features are off (the tests' default); the 402 for Free is checked in its module.
  // (Other scenes switch paid features on: these switch them off again, whatever ran before.)
  'GET /api/analytics/summary': { gate: 'user', scene: async (t) => (await setPaidFeatures(t, false), { query: { weeks: '12' } }) },
  'GET /api/analytics/matches.csv': { gate: 'user', scene: async (t) => (await setPaidFeatures(t, false), {}) },
  'GET /api/dashboard': { gate: 'user' },
  // Public itself: each read in it is let through or refused as it would be on its own (server/modules/batch/batch.test.ts).
  'GET /api/batch': { gate: 'public', scene: async () => ({ query: { get: '/api/public/apps' } }) },

  'GET /api/admin/2fa': { gate: 'admin' },
  'POST /api/admin/2fa/setup': { gate: 'admin' },
  // The caller's own secret, set up and answered with its current code.
  'POST /api/admin/2fa/enable': {
    gate: 'admin',
    scene: async (t, caller) => {
      const setup = await t.as(caller).post('/api/admin/2fa/setup');
      return { body: { code: await generate({ secret: setup.json<{ secret: string }>().secret }) } };
    },
  },
  'GET /api/admin/reviews': { gate: 'admin' },
  'POST /api/admin/reviews/:id/hide': { gate: 'admin', scene: async (t) => ({ params: { id: await reportedReview(t) }, body: { reason: 'Abusive words.' } }) },
  'POST /api/admin/reviews/:id/hide-reply': {
    gate: 'admin',
    scene: async (t) => ({ params: { id: await reportedReview(t, { replied: true }) }, body: { reason: 'Name-calling.' } }),
  },
  'POST /api/admin/reviews/:id/keep': { gate: 'admin', scene: async (t) => ({ params: { id: await reportedReview(t) }, body: { reason: 'Fair comment.' } }) },
  'GET /api/admin/flags': { gate: 'admin' },
  'POST /api/admin/flags/:id/clear': { gate: 'admin', scene: async (t) => ({ params: { id: await flaggedMatch(t) }, body: { reason: 'Housemates.' } }) },
  'POST /api/admin/flags/:id/cancel': { gate: 'admin', scene: async (t) => ({ params: { id: await flaggedMatch(t) }, body: { reason: 'One person.' } }) },
  'GET /api/admin/system-settings': { gate: 'admin' },
  'GET /api/admin/system-settings/paid_features_enabled/impact': { gate: 'admin' },
  'PUT /api/admin/system-settings/:key': { gate: 'admin', scene: async () => ({ params: { key: 'paid_features_enabled' }, body: { setting_value: true } }) },
  'GET /api/admin/apps-with-offers': { gate: 'admin' },
  'POST /api/admin/apps': { gate: 'admin', scene: async () => ({ body: appForm() }) },
  'PUT /api/admin/apps/:id': { gate: 'admin', scene: async (t) => ({ params: { id: (await t.createApp()).id }, body: appForm() }) },
  'PATCH /api/admin/apps/:id': { gate: 'admin', scene: async (t) => ({ params: { id: (await t.createApp()).id }, body: { is_active: false } }) },
  'DELETE /api/admin/apps/:id': { gate: 'admin', scene: async (t) => ({ params: { id: (await t.createApp()).id } }) },
  'POST /api/admin/logos': { gate: 'admin', scene: async () => ({ body: await logoPng(), contentType: 'image/png' }) },
  // Test apps fetch logos from 127.0.0.1 only, where this image server answers (logos/test-fixtures.ts).
  'POST /api/admin/logos/fetch': { gate: 'admin', scene: async () => ({ body: { url: await sharedLogoAddress() } }) },
  'POST /api/admin/apps/:id/logo': {
    gate: 'admin',
    scene: async (t) => ({ params: { id: (await t.createApp()).id }, body: await logoPng(), contentType: 'image/png' }),
  },
  'DELETE /api/admin/apps/:id/logo': { gate: 'admin', scene: async (t) => ({ params: { id: (await t.createApp()).id } }) },
  'GET /api/admin/ai-suggestions': { gate: 'admin' },
  'POST /api/admin/ai-suggestions/refresh': { gate: 'admin' },
  'POST /api/admin/ai-suggestions/:id/activate': { gate: 'admin', scene: async (t) => ({ params: { id: await suggestion(t) }, body: appForm() }) },
  'DELETE /api/admin/ai-suggestions/:id': { gate: 'admin', scene: async (t) => ({ params: { id: await suggestion(t) } }) },
  'GET /api/admin/users': {
    gate: 'admin',
    scene: async () => ({ query: { page: '1', limit: '20', search: 'user', is_active: 'true', subscription_status: 'FREE' } }),
  },
  'GET /api/admin/users/metrics': { gate: 'admin' },
  'GET /api/admin/users/:id': { gate: 'admin', scene: async (t) => ({ params: { id: (await t.createUser()).id } }) },
  'PATCH /api/admin/users/:id': {
    gate: 'admin',
    scene: async (t) => ({ params: { id: (await t.createUser()).id }, body: { subscription_status: 'PREMIUM' } }),
  },
  'POST /api/admin/users/:id/resend-verification': { gate: 'admin', scene: async (t) => ({ params: { id: (await t.createUser()).id } }) },
  'POST /api/admin/users/:id/2fa/reset': {
    gate: 'admin',
    scene: async (t) => {
      const other = await t.createAdmin();
      await t.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() }).where(eq(users.id, other.id));
      return { params: { id: other.id } };
    },
  },
  'GET /api/admin/audit-log': { gate: 'admin', scene: async () => ({ query: { page: '1', limit: '20', entity_type: 'app', action: 'app.update' } }) },
  'GET /api/admin/reports': { gate: 'admin', scene: async () => ({ query: { page: '1', limit: '20', status: 'OPEN' } }) },
  'GET /api/admin/reports/:id': { gate: 'admin', scene: async (t) => ({ params: { id: await reportForTeam(t) } }) },
  'PATCH /api/admin/reports/:id': {
    gate: 'admin',
    scene: async (t) => ({ params: { id: await reportForTeam(t) }, body: { status: 'RESOLVED', resolution: 'We checked with the app.', action: 'NONE' } }),
  },
  'POST /api/admin/reports/:id/messages': {
    gate: 'admin',
    scene: async (t) => ({ params: { id: await reportForTeam(t) }, body: { message: 'Could you send a screenshot?' } }),
  },
  'GET /api/admin/support-requests': { gate: 'admin', scene: async () => ({ query: { page: '1', limit: '20', status: 'OPEN' } }) },
  'POST /api/admin/support-requests/:id/messages': {
    gate: 'admin',
    scene: async (t) => ({ params: { id: await supportForTeam(t) }, body: { message: 'We have asked the bank about it.' } }),
  },
  'PATCH /api/admin/support-requests/:id': { gate: 'admin', scene: async (t) => ({ params: { id: await supportForTeam(t) }, body: { status: 'CLOSED' } }) },
  'GET /api/admin/reports/:id/evidence/:evidenceId': {
    gate: 'admin',
    scene: async (t) => ({ params: (await evidenceScene(t, await t.createUser())).params! }),
  },
  'POST /api/admin/referral-codes/:id/restore': {
    gate: 'admin',
    scene: async (t) => {
      const { code } = await someoneElsesCode(t);
      await t.db.update(referralCodes).set({ status: 'PAUSED' }).where(eq(referralCodes.id, code.id));
      return { params: { id: code.id } };
    },
  },
};

/** "METHOD /url" for every /api route the app registered; a HEAD that Fastify added for a GET is left out. */
export function registeredRouteKeys(app: TestContext['app']): string[] {
  const keys = new Set<string>();
  for (const route of app.routeTable) {
    if (!route.url.startsWith('/api')) continue;
    for (const method of [route.method].flat()) keys.add(`${method} ${route.url}`);
  }
  return [...keys].filter((key) => !(key.startsWith('HEAD ') && keys.has(key.replace(/^HEAD /, 'GET '))));
}

/** The address of a call: the route's url with its params filled in (encoded) and its query. */
export function urlFor(routeUrl: string, call: Call, encode = encodeURIComponent): string {
  const params = call.params ?? {};
  const path = routeUrl.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`urlFor: no value for ${whole} in ${routeUrl}`);
    return name === undefined ? value : encode(value);
  });
  const query = call.query ? new URLSearchParams(call.query).toString() : '';
  return query ? `${path}?${query}` : path;
}

export function splitKey(key: string): { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string } {
  const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  return { method, url };
}
