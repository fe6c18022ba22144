import type { MailConfig } from '#server/config.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Mail } from './messages.ts';
import { enqueueMail } from './outbox.ts';
import { MailSender } from './sender.ts';
import type { MailTransport } from './transport.ts';

/** What routes use to send e-mail: written in their transaction, delivered after it commits. */
export type Mailer = {
  config: MailConfig;
  /** The public address of a path of the app, for links in messages. */
  link: (pathAndQuery: string) => string;
  /** Writes a message into the outbox inside the caller's transaction. */
  enqueue: (tx: DbOrTx, message: Mail & { to: string; userId?: string | null }) => Promise<string>;
  /** After the transaction commits: deliver what it wrote soon, not at the next pass. */
  wake: () => void;
  /** This process's sender; null when nothing delivers (tests without a mail server). */
  sender: MailSender | null;
};

export function createMailer(db: Db, config: MailConfig, transport: MailTransport | null, log: { warn: (message: string) => void; error: (message: string) => void }): Mailer {
  const sender = transport ? new MailSender(db, transport, log) : null;
  return {
    config,
    link: (pathAndQuery) => `${config.appUrl}${pathAndQuery}`,
    enqueue: (tx, message) => enqueueMail(tx, config, message),
    wake: () => sender?.wake(),
    sender,
  };
}
