import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { firstLink } from './transport.ts';

const SHOWN = 50;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px">${body}</body></html>`;

/**
 * Development only (registered when NODE_ENV is development): the newest messages of the outbox, so
 * a reset or verification link can be followed with no mail server at all.
 */
export const devMailboxRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(SHOWN);
    const items = rows.map((row) => {
      const link = firstLink(row.textBody);
      return `<li style="margin:12px 0"><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a> to ${escapeHtml(row.toAddress)} · ${row.status} · ${row.createdAt.toISOString()}${
        link ? `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : ''
      }</li>`;
    });
    const body = `<h1>Development mailbox</h1><p>The newest ${SHOWN} messages the app wrote, newest first.</p><ul>${items.join('') || '<li>No messages yet.</li>'}</ul>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Development mailbox', body));
  });

  app.get('/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = z.uuid().safeParse((request.params as { id: string }).id);
    const [row] = id.success ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id.data)) : [];
    if (!row) return reply.code(404).send({ detail: 'There is no message with that id' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(row.htmlBody);
  });
};
