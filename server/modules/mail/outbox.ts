import { randomUUID } from 'node:crypto';
import type { MailConfig } from '#server/config.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { Mail } from './messages.ts';

/**
 * Writes an e-mail into the outbox inside the caller's transaction, so it is sent exactly when the
 * event that causes it is committed. The Message-ID is fixed now: a delivery repeated after a crash
 * carries the same one, and mail programs show the message once.
 */
export async function enqueueMail(tx: DbOrTx, mail: MailConfig, message: Mail & { to: string; userId?: string | null }): Promise<string> {
  const id = randomUUID();
  const domain = new URL(mail.appUrl).hostname || 'localhost';
  await tx.insert(mailOutbox).values({
    id,
    userId: message.userId ?? null,
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: message.headers ?? {},
    messageId: `<${id}@${domain}>`,
  });
  return id;
}
