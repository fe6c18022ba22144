import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { PermanentMailError, type MailTransport } from './transport.ts';

/** Messages one pass takes at most. */
const BATCH = 20;
/** Tries before a message is given up as failed: the waits add up to about a day. */
const MAX_ATTEMPTS = 12;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 4 * 60 * 60;

/** The wait before try `attempts + 1`: 30 s, doubling, at most four hours. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

type DeliveryPass = { sent: number; retrying: number; failed: number };

/** How long a message taken for delivery is left to its sender before another pass may take it again. */
const LEASE_SECONDS = 90;

/**
 * One pass over the outbox. The due messages are taken in a short transaction (FOR UPDATE SKIP
 * LOCKED, so another process's pass skips them): each try is counted and the message is leased
 * for LEASE_SECONDS. Then, with no transaction open (a slow mail server holds no connection and no
 * lock), each is handed to the transport and marked sent, or given a later try with a growing
 * wait, or failed for good after a permanent refusal or MAX_ATTEMPTS tries. A process that dies
 * mid-send leaves its messages to be taken again when their lease ends; they go out with the same
 * Message-ID, which mail programs show once.
 */
async function deliverDueMail(db: Db, transport: MailTransport): Promise<DeliveryPass> {
  const taken = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((message) => message.id),
        ),
      );
    return due.map((message) => ({ ...message, attempts: message.attempts + 1 }));
  });
  const pass: DeliveryPass = { sent: 0, retrying: 0, failed: 0 };
  for (const message of taken) {
    try {
      await transport.send(message);
      await db
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, message.id));
      pass.sent += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = error instanceof PermanentMailError || message.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set(
          giveUp
            ? { status: 'FAILED', lastError: reason }
            : { lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})` },
        )
        .where(eq(mailOutbox.id, message.id));
      if (giveUp) pass.failed += 1;
      else pass.retrying += 1;
    }
  }
  return pass;
}

type Log = { warn: (message: string) => void; error: (message: string) => void };

/**
 * Delivers the outbox in the background: a pass every few seconds, and one at once when this process
 * has just written mail (`wake`). Passes never overlap in a process; other processes' are kept apart
 * by the row locks.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  private readonly db: Db;
  private readonly transport: MailTransport;
  private readonly log: Log;
  /** Work each pass does first: writing the mail that is due (notices people get by e-mail). */
  private readonly before: () => Promise<unknown>;
  private readonly everyMs: number;

  constructor(db: Db, transport: MailTransport, log: Log, before: () => Promise<unknown> = async () => {}, everyMs = 5_000) {
    this.db = db;
    this.transport = transport;
    this.log = log;
    this.before = before;
    this.everyMs = everyMs;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.everyMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass now, or right after the one under way. */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.before().catch((error: unknown) => {
          this.log.error(`notification e-mails could not be written: ${error instanceof Error ? error.message : String(error)}`);
        });
        const pass = await deliverDueMail(this.db, this.transport).catch((error: unknown) => {
          this.log.error(`mail delivery pass failed: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
        if (pass && pass.failed > 0) this.log.warn(`${pass.failed} e-mail(s) could not be delivered and were given up`);
      } while (this.again && this.timer);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Stops the passes and waits for the one under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
    this.transport.close?.();
  }

  /** For tests: settles once no pass is under way. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
