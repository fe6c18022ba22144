import { LRUCache } from 'lru-cache';
import { TooManyRequestsError } from '#server/lib/errors.ts';

export type SignInLimits = {
  /** Sign-in attempts one client address may make per minute, whatever the account (@fastify/rate-limit). */
  attemptsPerClientPerMinute: number;
  /** Accounts one client address may register per hour (@fastify/rate-limit). */
  registrationsPerClientPerHour: number;
  /** Failed sign-ins to one account from one client address, or from one device it trusts, per 15 minutes. */
  failuresPerAccountAndClient: number;
  /** Failed sign-ins to one account from all addresses together, per 15 minutes, before untrusted clients wait. */
  failuresPerAccount: number;
  /** Password resets one client address may ask for per hour, whatever the e-mail addresses (@fastify/rate-limit). */
  resetRequestsPerClientPerHour: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  attemptsPerClientPerMinute: 20,
  registrationsPerClientPerHour: 10,
  failuresPerAccountAndClient: 5,
  failuresPerAccount: 50,
  resetRequestsPerClientPerHour: 20,
};

const FAILURE_WINDOW_MS = 15 * 60_000;
/** Counters kept at once per kind; the least recently touched go first beyond this. */
const MAX_COUNTERS = 100_000;

/** One sign-in attempt: the account (its id, or the name typed when there is none), where from, and the device the account trusts, if any. */
export type SignInAttempt = { account: string; client: string; device: string | null };

/** Failures per key in a fixed window that starts with the first one. */
class FailureWindow {
  private readonly counts: LRUCache<string, number>;

  constructor(
    readonly limit: number,
    clock: { now: () => number },
  ) {
    this.counts = new LRUCache({ max: MAX_COUNTERS, ttl: FAILURE_WINDOW_MS, perf: clock, ttlResolution: 0 });
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfterSeconds(key: string): number {
    if ((this.counts.get(key) ?? 0) < this.limit) return 0;
    return Math.max(1, Math.ceil(this.counts.getRemainingTTL(key) / 1000));
  }

  hit(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1, { noUpdateTTL: true });
  }

  reset(key: string): void {
    this.counts.delete(key);
  }
}

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? '' : 's'}`;
};

/**
 * Bounds password guessing per account without letting a stranger lock the owner out (OWASP's
 * Authentication Cheat Sheet, "device cookies"). Failures count per account and client address; an
 * account also has an overall allowance across all addresses, and once a distributed guesser has
 * used it only unknown clients wait: a browser that has signed in to the account before presents
 * its device token and keeps an allowance of its own. Kept in this process's memory.
 */
export class SignInThrottle {
  private readonly perAccountAndClient: FailureWindow;
  private readonly perAccount: FailureWindow;
  private readonly perDevice: FailureWindow;

  constructor(limits: Pick<SignInLimits, 'failuresPerAccountAndClient' | 'failuresPerAccount'>, clock: { now: () => number } = Date) {
    this.perAccountAndClient = new FailureWindow(limits.failuresPerAccountAndClient, clock);
    this.perAccount = new FailureWindow(limits.failuresPerAccount, clock);
    this.perDevice = new FailureWindow(limits.failuresPerAccountAndClient, clock);
  }

  /** Throws 429 when this attempt's allowance for the account is used up. */
  admit({ account, client, device }: SignInAttempt): void {
    if (device !== null) {
      const wait = this.perDevice.retryAfterSeconds(`${account} ${device}`);
      if (wait > 0) throw new TooManyRequestsError(`Too many failed sign-in attempts on this device. Please try again in ${minutes(wait)}.`, wait);
      return;
    }
    const fromHere = this.perAccountAndClient.retryAfterSeconds(`${account} ${client}`);
    if (fromHere > 0) {
      throw new TooManyRequestsError(`Too many failed sign-in attempts for this account from your network. Please try again in ${minutes(fromHere)}.`, fromHere);
    }
    const overall = this.perAccount.retryAfterSeconds(account);
    if (overall > 0) {
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts for this account. Please try again in ${minutes(overall)}, or sign in on a device you have used before.`,
        overall,
      );
    }
  }

  recordFailure({ account, client, device }: SignInAttempt): void {
    if (device !== null) {
      this.perDevice.hit(`${account} ${device}`);
      return;
    }
    this.perAccountAndClient.hit(`${account} ${client}`);
    this.perAccount.hit(account);
  }

  /** The right password clears this client's (or device's) count; the account's overall count runs its course. */
  recordSuccess({ account, client, device }: SignInAttempt): void {
    if (device !== null) this.perDevice.reset(`${account} ${device}`);
    else this.perAccountAndClient.reset(`${account} ${client}`);
  }
}
