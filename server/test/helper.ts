import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { testPageRenderer } from './page-renderer.ts';
import { loadConfig } from '../config.ts';
import { createPglite, openDatabase, type Database, type Db } from '../db/client.ts';
import { apps, referralCodes, users } from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import { TokenService } from '../lib/tokens.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { secondFactorBoxFor } from '../modules/auth/second-factor.ts';
import { refuseQueriesBesideTransactions } from './one-connection.ts';
import { databaseUrlFor } from './global-setup.ts';
import { TEST_LOGO_FETCH } from '../modules/logos/test-fixtures.ts';

export const TEST_PASSWORD = 'correct-horse-9';
export const JWT_SECRET = randomBytes(32).toString('hex');
/** Tests make many claims as one member; the claim limits have tests of their own (claim-limits.test.ts). */
const MANY_CLAIMS = { CLAIMS_PER_HOUR: '100000', CLAIMS_PER_DAY: '100000' };

/** A fresh database for one test file: loaded from the migrated snapshot, or cloned from the template. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const template = inject('postgresTemplate');
    const name = `${template.replace('rx_template_', 'rx_test_')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, name), poolSize: 20 });
    refuseQueriesBesideTransactions(database.db);
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: baseUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const pglite = await createPglite({ loadDataDir: new SnapshotBytes(await snapshotBytes()) });
  return openDatabase({ pglite });
}

let snapshot: Promise<ArrayBuffer> | undefined;
/** The migrated snapshot's bytes, read once per worker (its files share modules). */
function snapshotBytes(): Promise<ArrayBuffer> {
  snapshot ??= fs.readFile(inject('pgliteSnapshot')).then((bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return snapshot;
}

/**
 * The snapshot as the embedded database reads it (its `arrayBuffer()`), handed over as a copy of the
 * bytes: a Blob made of them is read back in small pieces and joined again, which took half a second
 * of the 1.4 s each file's database took to open.
 */
class SnapshotBytes extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice(0));
  }
}

/**
 * PostgreSQL only: another app instance on the same database, as a second process would be, with
 * the same signing secret, so a token works on either.
 */
export async function openSecondInstance(database: Database): Promise<{ app: FastifyInstance; database: Database }> {
  const connectionString = (database.client as pg.Pool).options.connectionString;
  if (database.driver !== 'postgres' || !connectionString) throw new Error('A second instance needs a PostgreSQL server');
  const second = await openDatabase({ databaseUrl: connectionString, poolSize: 4 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...MANY_CLAIMS });
  const app = await buildApp({ config, database: second, jwtSecret: JWT_SECRET, logger: false });
  await app.ready();
  return { app, database: second };
}

let passwordHash: Promise<string> | undefined;
/** Hashing at full cost takes most of a second, so fixture users share one hash of TEST_PASSWORD. */
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

export type TestUser = { id: string; email: string; username: string; token: string };

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** The box the app seals second-factor secrets with. */
  secondFactorBox: SecretBox;
  /** Inserts an account directly (no HTTP) and signs a user token for it. */
  createUser: (overrides?: Partial<typeof users.$inferInsert>) => Promise<TestUser>;
  /** An administrator with an admin token. */
  createAdmin: () => Promise<TestUser>;
  /** Inserts an app open for referrals (fixed £10/£10 rewards unless overridden). */
  createApp: (overrides?: Partial<typeof apps.$inferInsert>) => Promise<typeof apps.$inferSelect>;
  /** Inserts a referral code shared by the user for the app. */
  createCode: (userId: string, appId: string, overrides?: Partial<typeof referralCodes.$inferInsert>) => Promise<typeof referralCodes.$inferSelect>;
  /** Calls as this person or administrator: `t.as(admin).post('/api/admin/apps', body)`. */
  as: (caller: { token: string }) => Record<'get' | 'post' | 'put' | 'patch' | 'delete', (url: string, payload?: object) => ReturnType<TestContext['request']>>;
  /** Turns the paid-features switch on or off, as an administrator does. */
  setPaidFeatures: (on: boolean) => Promise<void>;
  /** app.inject with the bearer token of the given user, and JSON parsed. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse & { body: string; json: <T = any>() => T }>;
};

/**
 * Builds the app on a fresh database before the file's tests and closes both after them.
 * Call at the top of a test file: `const t = useTestApp();` then use `t.app` inside tests.
 */
export function useTestApp(
  options: Partial<Pick<AppOptions, 'devAdminHint' | 'signInLimits' | 'webRoot' | 'mailTransport' | 'redisKeyPrefix' | 'logoFetch'>> & {
    env?: Record<string, string>;
    /** Serve the public pages, with the renderer the global setup built. */
    pages?: boolean;
  } = {},
): TestContext {
  const context = {} as TestContext;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'referral-exchange-data-'));
    const database = await openTestDatabase();
    const { env, pages, ...appOptions } = options;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...MANY_CLAIMS, ...env });
    const app = await buildApp({
      config,
      database,
      jwtSecret: JWT_SECRET,
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
      logoFetch: TEST_LOGO_FETCH,
      ...(pages ? { pageRenderer: await testPageRenderer(inject('pageRendererRoot')) } : {}),
      ...appOptions,
    });
    await app.ready();
    const tokens = new TokenService(JWT_SECRET);

    const createUser: TestContext['createUser'] = async (overrides = {}) => {
      const unique = randomUUID().slice(0, 8);
      const [row] = await database.db
        .insert(users)
        .values({ email: `user-${unique}@example.com`, username: `user_${unique}`, passwordHash: await testPasswordHash(), ...overrides })
        .returning();
      return { id: row!.id, email: row!.email, username: row!.username, token: await tokens.issue({ userId: row!.id, scope: 'user' }) };
    };

    Object.assign(context, {
      app,
      database,
      db: database.db,
      tokens,
      secondFactorBox: secondFactorBoxFor(config.secondFactorKey, JWT_SECRET),
      createUser,
      createApp: async (overrides = {}) => {
        const unique = randomUUID().slice(0, 8);
        const [row] = await database.db
          .insert(apps)
          .values({
            name: `App ${unique}`,
            description: 'An app people sign up to',
            appUrl: `https://app-${unique}.example`,
            referrerRewardAmountPence: 1000,
            refereeRewardAmountPence: 1000,
            maxUsesPerUser: 1,
            ...overrides,
          })
          .returning();
        return row!;
      },
      createCode: async (userId, appId, overrides = {}) => {
        const code = `CODE${randomUUID().slice(0, 6)}`;
        const [row] = await database.db
          .insert(referralCodes)
          .values({ userId, appId, code, referralLink: `https://refer.example/invite/${code}`, ...overrides })
          .returning();
        return row!;
      },
      createAdmin: async () => {
        const admin = await createUser({ isAdmin: true });
        return { ...admin, token: await tokens.issue({ userId: admin.id, scope: 'admin' }) };
      },
      as: ({ token }) => {
        const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, payload?: object) =>
          context.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });
        return { get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), delete: call('DELETE') };
      },
      setPaidFeatures: async (on) => {
        const admin = await context.createAdmin();
        const answer = await context.request({
          method: 'PUT',
          url: '/api/admin/system-settings/paid_features_enabled',
          token: admin.token,
          payload: { setting_value: on },
        });
        if (answer.statusCode !== 200) throw new Error(`the paid-features switch answered ${answer.statusCode}: ${answer.body}`);
      },
      request: async ({ token, headers, ...rest }) => {
        const response = await app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
        return response as Awaited<ReturnType<TestContext['request']>>;
      },
    } satisfies TestContext);
  });

  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  return context;
}
