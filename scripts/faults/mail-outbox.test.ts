import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from '#server/db/client.ts';
import { useTestMailServer } from '#server/test/smtp-server.ts';
import { call, freePort, startAppProcess, type AppProcess } from '../lib/app-process.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

const mail = useTestMailServer();
const dataDir = migratedDataDir('mail');
const running: AppProcess[] = [];

afterAll(async () => {
  for (const app of running) await app.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<AppProcess> {
  const app = await startAppProcess(await freePort(), { NODE_ENV: 'production', SMTP_URL: mail.url(), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  running.push(app);
  return app;
}

describe('the outbox when the process is killed mid-delivery', () => {
  it('delivers the message once after a restart, with the Message-ID it was written with', async () => {
    const first = await start();
    const person = { email: 'forgetful@outbox.example.com', username: 'forgetful', password: 'first-password' };
    expect((await call(first.api, 'POST', '/auth/register', { body: person })).status).toBe(201);
    await mail.nextFor(person.email); // the verification link

    // The mail server takes the message and never answers: the process dies with the delivery open.
    mail.hang(true);
    const held = mail.nextHeld();
    expect((await call(first.api, 'POST', '/auth/password-reset/request', { body: { email: person.email } })).status).toBe(202);
    await held;
    await first.stop('SIGKILL');
    mail.hang(false);
    // Its lease would end in 90 seconds; the clock is moved rather than waited for.
    const stopped = await createPglite({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      const { rows } = await stopped.query<{ status: string; attempts: number }>(`SELECT status, attempts FROM mail_outbox WHERE kind = 'password_reset'`);
      expect(rows).toEqual([{ status: 'PENDING', attempts: 1 }]);
      await stopped.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE kind = 'password_reset'`);
    } finally {
      await stopped.close();
    }

    const second = await start();
    const delivered = await mail.nextFor(person.email);
    expect(delivered.subject).toBe('Reset your Referral Exchange password');
    expect(await second.stop('SIGTERM')).toBe(0);

    const database = await createPglite({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      const { rows } = await database.query<{ message_id: string; status: string; attempts: number }>(
        `SELECT message_id, status, attempts FROM mail_outbox WHERE kind = 'password_reset'`,
      );
      expect(rows).toEqual([{ message_id: delivered.messageId, status: 'SENT', attempts: 2 }]);
    } finally {
      await database.close();
    }
    expect(mail.received.filter((message) => message.messageId === delivered.messageId)).toHaveLength(1);
  }, 180_000);
});
