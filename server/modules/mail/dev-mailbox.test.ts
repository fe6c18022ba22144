import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openTestDatabase } from '#server/test/helper.ts';

/** Development with no SMTP_URL: nothing to install, and a reset link can still be followed. */
describe('the development mailbox', () => {
  it('lists the messages the app wrote, with their links, in development only', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }), database, jwtSecret: 'd'.repeat(64), logger: false });
    const production = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log', LOG_LEVEL: 'silent' }),
      database,
      jwtSecret: 'd'.repeat(64),
      logger: false,
    });
    try {
      await app.ready();
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'dev@mailbox.example.com', username: 'dev_mailbox', password: 'a-dev-password' },
      });
      expect(registered.statusCode).toBe(201);
      expect((await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: 'dev@mailbox.example.com' } })).statusCode).toBe(
        202,
      );
      await app.mailer.sender!.idle();

      const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(mailbox.statusCode).toBe(200);
      expect(mailbox.body).toContain('Reset your Referral Exchange password');
      const link = /href="(http:\/\/localhost:3000\/reset-password\?token=[^"]+)"/.exec(mailbox.body);
      expect(link).not.toBeNull();
      const id = /href="\/dev\/mailbox\/([0-9a-f-]+)"/.exec(mailbox.body)![1];
      expect((await app.inject({ method: 'GET', url: `/dev/mailbox/${id}` })).body).toContain('Choose a new password');
      expect((await production.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await production.close();
      await database.close();
    }
  });
});
