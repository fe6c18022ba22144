import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { PermanentMailError, type MailTransport } from './transport.ts';

/** Messages one pass takes at most. */
const BATCH = 20;
/** Tries before a message is given up as failed: the waits add up to about a day. */
export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 4 * 60 * 60;

/** The wait before try `attempts + 1`: 30 s, doubling, at most four hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

export type DeliveryPass = { sent: number; retrying: number; failed: number };

/**
 * One pass over the outbox: the due messages, locked so another process's pass skips them (FOR
 * UPDATE SKIP LOCKED), each handed to the transport and marked sent, or given a later try with a
 * growing wait, or failed for good after a permanent refusal or MAX_ATTEMPTS tries. A process that
 * dies mid-pass leaves its messages pending (its locks go with it): they are sent again with the
 * same Message-ID, which mail programs show once.
 */
export async function deliverDueMail(db: Db, transport: MailTransport): Promise<DeliveryPass> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const pass: DeliveryPass = { sent: 0, retrying: 0, failed: 0 };
    for (const message of due) {
      const attempts = message.attempts + 1;
      try {
        await transport.send(message);
        await tx.update(mailOutbox).set({ status: 'SENT', attempts, sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, message.id));
        pass.sent += 1;
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const giveUp = error instanceof PermanentMailError || attempts >= MAX_ATTEMPTS;
        await tx
          .update(mailOutbox)
          .set(
            giveUp
              ? { status: 'FAILED', attempts, lastError: reason }
              : { attempts, lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})` },
          )
          .where(eq(mailOutbox.id, message.id));
        if (giveUp) pass.failed += 1;
        else pass.retrying += 1;
      }
    }
    return pass;
  });
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

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: Log,
    /** Work each pass does first: writing the mail that is due (notices people get by e-mail). */
    private readonly before: () => Promise<unknown> = async () => {},
    private readonly everyMs = 5_000,
  ) {}

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
