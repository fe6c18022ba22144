import type { MailConfig } from '#server/config.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Mail } from './messages.ts';
import { enqueueMail } from './outbox.ts';
import { MailSender } from './sender.ts';
import type { MailTransport } from './transport.ts';
import { UnsubscribeLinks } from './unsubscribe.ts';
import { mailDueNotifications } from './notification-mail.ts';
import { writeWeeklySummaries } from './weekly-summary.ts';

const SUMMARIES_EVERY_MS = 60 * 60_000;

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
  /** The signed one-click links that stop a kind of notification e-mail. */
  unsubscribe: UnsubscribeLinks;
};

/**
 * The process's mailer. Each of the sender's passes first turns new notices into e-mail for those
 * who asked (notification-mail.ts), then delivers what is due.
 */
export function createMailer(
  db: Db,
  config: MailConfig,
  transport: MailTransport | null,
  secret: string,
  log: { warn: (message: string) => void; error: (message: string) => void },
): Mailer {
  const mailer: Mailer = {
    config,
    link: (pathAndQuery) => `${config.appUrl}${pathAndQuery}`,
    enqueue: (tx, message) => enqueueMail(tx, config, message),
    wake: () => mailer.sender?.wake(),
    sender: null,
    unsubscribe: new UnsubscribeLinks(secret),
  };
  let summariesAt = 0;
  const before = async () => {
    await mailDueNotifications(db, mailer);
    // Weekly summaries are looked for hourly; the outbox says who had one in the last seven days.
    if (Date.now() - summariesAt < SUMMARIES_EVERY_MS) return;
    summariesAt = Date.now();
    await writeWeeklySummaries(db, mailer);
  };
  mailer.sender = transport ? new MailSender(db, transport, log, before) : null;
  return mailer;
}
