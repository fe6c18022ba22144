import { memoryCounters, type FailureCounters } from '#server/lib/failure-counters.ts';
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

export const FAILURE_WINDOW_MS = 15 * 60_000;

/** Makes the counters for one kind of failure (`name` keeps the kinds apart in a shared store). */
export type CountersFor = (name: string) => FailureCounters;

/** One sign-in attempt: the account (its id, or the name typed when there is none), where from, and the device the account trusts, if any. */
export type SignInAttempt = { account: string; client: string; device: string | null };

/** Failures per key, limited. */
class FailureWindow {
  constructor(
    readonly limit: number,
    private readonly counters: FailureCounters,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  async retryAfterSeconds(key: string): Promise<number> {
    const { count, remainingMs } = await this.counters.read(key);
    if (count < this.limit) return 0;
    return Math.max(1, Math.ceil(remainingMs / 1000));
  }

  hit(key: string): Promise<void> {
    return this.counters.hit(key);
  }

  reset(key: string): Promise<void> {
    return this.counters.reset(key);
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
 * its device token and keeps an allowance of its own. Counted in this process's memory, or in Redis
 * when REDIS_URL is set, so every process behind the load balancer counts together.
 */
export class SignInThrottle {
  private readonly perAccountAndClient: FailureWindow;
  private readonly perAccount: FailureWindow;
  private readonly perDevice: FailureWindow;

  constructor(limits: Pick<SignInLimits, 'failuresPerAccountAndClient' | 'failuresPerAccount'>, countersFor: CountersFor = () => memoryCounters(FAILURE_WINDOW_MS)) {
    this.perAccountAndClient = new FailureWindow(limits.failuresPerAccountAndClient, countersFor('account-client'));
    this.perAccount = new FailureWindow(limits.failuresPerAccount, countersFor('account'));
    this.perDevice = new FailureWindow(limits.failuresPerAccountAndClient, countersFor('device'));
  }

  /** Throws 429 when this attempt's allowance for the account is used up. */
  async admit({ account, client, device }: SignInAttempt): Promise<void> {
    if (device !== null) {
      const wait = await this.perDevice.retryAfterSeconds(`${account} ${device}`);
      if (wait > 0) throw new TooManyRequestsError(`Too many failed sign-in attempts on this device. Please try again in ${minutes(wait)}.`, wait);
      return;
    }
    const fromHere = await this.perAccountAndClient.retryAfterSeconds(`${account} ${client}`);
    if (fromHere > 0) {
      throw new TooManyRequestsError(`Too many failed sign-in attempts for this account from your network. Please try again in ${minutes(fromHere)}.`, fromHere);
    }
    const overall = await this.perAccount.retryAfterSeconds(account);
    if (overall > 0) {
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts for this account. Please try again in ${minutes(overall)}, or sign in on a device you have used before.`,
        overall,
      );
    }
  }

  async recordFailure({ account, client, device }: SignInAttempt): Promise<void> {
    if (device !== null) return this.perDevice.hit(`${account} ${device}`);
    await Promise.all([this.perAccountAndClient.hit(`${account} ${client}`), this.perAccount.hit(account)]);
  }

  /** The right password clears this client's (or device's) count; the account's overall count runs its course. */
  recordSuccess({ account, client, device }: SignInAttempt): Promise<void> {
    return device !== null ? this.perDevice.reset(`${account} ${device}`) : this.perAccountAndClient.reset(`${account} ${client}`);
  }
}
