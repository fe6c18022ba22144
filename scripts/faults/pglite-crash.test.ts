import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from '#server/db/client.ts';
import { call as callApi, freePort, startAppProcess, type AppProcess } from '../lib/app-process.ts';
import { brokenInvariants, lostAcknowledgements, STORED_MATCHES_SQL, type AcknowledgedMatch, type StoredMatch } from './invariants.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

/** Answers read loosely: each test checks the fields it uses. */
const call = <T = any>(...args: Parameters<typeof callApi>) => callApi<T>(...args);

const dataDir = migratedDataDir('crash');
const env = {
  NODE_ENV: 'production',
  SMTP_URL: 'log',
  DATA_DIR: dataDir,
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  REGISTRATIONS_PER_HOUR: '1000',
  CLAIMS_PER_HOUR: '100000',
  CLAIMS_PER_DAY: '100000',
};
const running: AppProcess[] = [];

afterAll(async () => {
  for (const app of running) await app.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<AppProcess> {
  const app = await startAppProcess(port, env);
  running.push(app);
  return app;
}

function expectStatus(answer: { status: number | null; body: unknown }, status: number, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(status);
}

describe('the embedded database after the process is killed', () => {
  it('starts again on the same DATA_DIR and keeps every acknowledged write', async () => {
    const port = await freePort();
    const first = await start(port);
    const api = first.api;

    const people = ['referrer', 'referee'].map((role) => ({ email: `${role}@crash.example.com`, username: `crash_${role}`, password: 'secret-password' }));
    const registered = await Promise.all(people.map((person) => call(api, 'POST', '/auth/register', { body: person })));
    registered.forEach((answer, index) => expectStatus(answer, 201, `register ${people[index]!.username}`));
    const [referrer, referee] = await Promise.all(
      people.map(async (person) => {
        const answer = await call(api, 'POST', '/auth/login', { body: { email: person.email, password: person.password } });
        expectStatus(answer, 200, `login ${person.username}`);
        return { id: answer.body.user.id as string, token: answer.body.access_token as string };
      }),
    );

    const catalogue = await call<
      { id: string; name: string; referrer_reward_amount_pence: number | null; referee_reward_amount_pence: number | null; referral_link_domains: string[] }[]
    >(api, 'GET', '/public/apps');
    // A link on the app's own domain, as a referrer's real one is.
    const linkFor = (app: { referral_link_domains: string[] }, code: string) => `https://${app.referral_link_domains[0] ?? 'example.com'}/invite/${code}`;
    expectStatus(catalogue, 200, 'catalogue');
    // Fixed rewards on both sides: confirming receipt needs no amount.
    const apps = catalogue.body.filter((app) => app.referrer_reward_amount_pence && app.referee_reward_amount_pence);
    expect(apps.length).toBeGreaterThanOrEqual(12);
    const [claimedApp, chosenApp, ...others] = apps;

    const codes: { id: string; appId: string }[] = [];
    for (const [index, app] of [claimedApp!, chosenApp!].entries()) {
      const shared = await call(api, 'POST', '/referral-codes', {
        token: referrer!.token,
        body: { app_id: app.id, referral_link: linkFor(app, `CRASH${index}A`), max_uses: 2 },
      });
      expectStatus(shared, 201, `share a code for ${app.name}`);
      codes.push({ id: shared.body.id, appId: app.id });
    }

    const acknowledged: AcknowledgedMatch[] = [];
    const claimed = await call(api, 'POST', '/matches/claim', { token: referee!.token, body: { app_id: claimedApp!.id } });
    expectStatus(claimed, 201, 'claim by app');
    acknowledged.push({ id: claimed.body.match_id, status: 'ASSIGNED', refereeId: referee!.id, appId: claimedApp!.id, code: 'CRASH0A', by: 'claim' });
    const chosen = await call(api, 'POST', `/referral-codes/claim/${codes[1]!.id}`, { token: referee!.token });
    expectStatus(chosen, 201, 'claim a chosen code');
    acknowledged.push({ id: chosen.body.match_id, status: 'ASSIGNED', refereeId: referee!.id, appId: chosenApp!.id, code: 'CRASH1A', by: 'claim' });

    const marked = await call(api, 'POST', `/matches/${claimed.body.match_id}/mark-complete`, { token: referee!.token });
    expectStatus(marked, 200, 'mark complete');
    const confirmed = await call(api, 'POST', `/matches/${claimed.body.match_id}/confirm-receipt`, { token: referrer!.token, body: {} });
    expectStatus(confirmed, 200, 'confirm receipt');
    acknowledged.push({ id: claimed.body.match_id, status: confirmed.body.status, referrerConfirmed: true, by: 'confirm-receipt' });
    const cancelled = await call(api, 'POST', `/matches/${chosen.body.match_id}/cancel`, { token: referee!.token });
    expectStatus(cancelled, 200, 'cancel');
    acknowledged.push({ id: chosen.body.match_id, status: 'CANCELLED', by: 'cancel' });

    // A burst of writes; the process dies as the sixth answer arrives, with the others still in flight.
    const burstApps = others.slice(0, 10);
    const ackedUserApps: string[] = [];
    const ackedCodes: string[] = [];
    let answers = 0;
    const killed = new Promise<void>((resolve) => {
      void Promise.all(
        burstApps.map(async (app, index) => {
          const answer =
            index % 2 === 0
              ? await call(api, 'POST', '/user-apps', { token: referee!.token, body: { app_id: app.id, owns: false } })
              : await call(api, 'POST', '/referral-codes', {
                  token: referrer!.token,
                  body: { app_id: app.id, referral_link: linkFor(app, `BURST${index}X`), max_uses: 3 },
                });
          if (answer.status === 201) (index % 2 === 0 ? ackedUserApps : ackedCodes).push(app.id);
          answers += 1;
          if (answers === 6) {
            first.child.kill('SIGKILL');
            resolve();
          }
        }),
      ).then(() => resolve());
    });
    await killed;
    expect(await first.stop('SIGKILL')).toBeNull();
    expect(ackedUserApps.length + ackedCodes.length).toBeGreaterThanOrEqual(5);

    const second = await start(port);
    expect(second.output(), 'the catalogue is not loaded twice').not.toMatch(/Loaded \d+ apps/);
    expect((await call(api, 'GET', '/health')).body).toMatchObject({ status: 'ok', database: { driver: 'pglite', reachable: true } });

    // Tokens signed before the crash still work: the generated secret was kept in DATA_DIR.
    const me = await call(api, 'GET', '/auth/me', { token: referee!.token });
    expectStatus(me, 200, 'me after the restart');
    const login = await call(api, 'POST', '/auth/login', { body: { email: people[0]!.email, password: people[0]!.password } });
    expectStatus(login, 200, 'login after the restart');

    const userApps = await call<{ app_id: string }[]>(api, 'GET', '/user-apps', { token: referee!.token });
    expect(userApps.body.map((row) => row.app_id)).toEqual(expect.arrayContaining(ackedUserApps));
    const mine = await call<{ id: string; app_id: string }[]>(api, 'GET', '/referral-codes/mine', { token: referrer!.token });
    expect(mine.body.map((code) => code.app_id)).toEqual(expect.arrayContaining([claimedApp!.id, chosenApp!.id, ...ackedCodes]));

    // Still writable after the restart.
    const again = await call(api, 'POST', '/matches/claim', { token: referee!.token, body: { app_id: chosenApp!.id } });
    expectStatus(again, 201, 'claim after the restart');
    acknowledged.push({ id: again.body.match_id, status: 'ASSIGNED', refereeId: referee!.id, appId: chosenApp!.id, by: 'claim after the restart' });

    expect(await second.stop('SIGTERM')).toBe(0);

    // The process is gone: open its data directory here and check the data itself.
    const pglite = await createPglite({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      const query = async (sql: string) => (await pglite.query<Record<string, unknown>>(sql)).rows;
      expect(await brokenInvariants(query)).toEqual([]);
      const stored = new Map(((await query(STORED_MATCHES_SQL)) as StoredMatch[]).map((row) => [row.id, row]));
      expect(lostAcknowledgements(acknowledged, stored)).toEqual([]);
      const users = await query(`SELECT username FROM users ORDER BY username`);
      expect(users).toEqual([{ username: 'crash_referee' }, { username: 'crash_referrer' }]);
    } finally {
      await pglite.close();
    }
  }, 120_000);
});
