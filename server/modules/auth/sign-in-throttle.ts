import { countersFactory, type CountersFactory, type FailureCounters } from '#server/lib/failure-counters.ts';
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

/** The limits out of the box; the first two are the defaults of LOGIN_ATTEMPTS_PER_MINUTE and REGISTRATIONS_PER_HOUR (server/config.ts). */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  attemptsPerClientPerMinute: 20,
  registrationsPerClientPerHour: 10,
  failuresPerAccountAndClient: 5,
  failuresPerAccount: 50,
  resetRequestsPerClientPerHour: 20,
};

/** How long a failed sign-in counts against its account (the README quotes it). */
export const FAILURE_WINDOW_MINUTES = 15;
const FAILURE_WINDOW_MS = FAILURE_WINDOW_MINUTES * 60_000;

/** One sign-in attempt: the account (its id, or the name typed when there is none), where from, and the device the account trusts, if any. */
export type SignInAttempt = { account: string; client: string; device: string | null };

/** Attempts per key, limited: each takes its place before it is tried. */
class FailureWindow {
  readonly limit: number;
  private readonly counters: FailureCounters;

  constructor(limit: number, counters: FailureCounters) {
    this.limit = limit;
    this.counters = counters;
  }

  /** Takes a place for an attempt: 0 when it is within the limit, otherwise the seconds until the key may try again (the place given back). */
  async take(key: string): Promise<number> {
    const { count, remainingMs } = await this.counters.take(key);
    if (count <= this.limit) return 0;
    await this.counters.release(key);
    return Math.max(1, Math.ceil(remainingMs / 1000));
  }

  release(key: string): Promise<void> {
    return this.counters.release(key);
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
 * A sign-in refused for too many failures. `unknownBrowser`: the browser is not one the account
 * trusts, so its owner is sent a sign-in link (SignInLinks); the sentence says so whether or not
 * an account uses the name typed, so the answer tells nobody which accounts exist.
 */
export class SignInRefused extends TooManyRequestsError {
  readonly unknownBrowser: boolean;

  constructor(message: string, retryAfterSeconds: number, unknownBrowser: boolean) {
    super(message, retryAfterSeconds);
    this.unknownBrowser = unknownBrowser;
  }
}

/** What the owner of an account refusing this browser is told they can do now. */
const LINK_SENT = 'We have sent a sign-in link to the account’s e-mail address: open it in this browser to sign in';

/**
 * Bounds password guessing per account without letting a stranger lock the owner out (OWASP's
 * Authentication Cheat Sheet, "device cookies"). Attempts count per account and client address; an
 * account also has an overall allowance across all addresses, and once a distributed guesser has
 * used it only unknown browsers wait: a browser that has signed in to the account before presents
 * its device token and keeps an allowance of its own, and an unknown one is offered a sign-in link
 * by e-mail. Each attempt takes its places before its password is checked, so guesses sent at once
 * are counted as they arrive; a success gives them back. Counted in this process's memory, or in
 * Redis when REDIS_URL is set, so every process behind the load balancer counts together.
 */
export class SignInThrottle {
  private readonly perAccountAndClient: FailureWindow;
  private readonly perAccount: FailureWindow;
  private readonly perDevice: FailureWindow;
  private readonly passwordChecks: FailureWindow;

  constructor(limits: Pick<SignInLimits, 'failuresPerAccountAndClient' | 'failuresPerAccount'>, countersFor: CountersFactory = countersFactory(null)) {
    const window = (name: string, limit: number) => new FailureWindow(limit, countersFor(`sign-in:${name}`, FAILURE_WINDOW_MS));
    this.perAccountAndClient = window('account-client', limits.failuresPerAccountAndClient);
    this.perAccount = window('account', limits.failuresPerAccount);
    this.perDevice = window('device', limits.failuresPerAccountAndClient);
    this.passwordChecks = window('password-check', limits.failuresPerAccountAndClient);
  }

  /** Takes this attempt's places, before its password is checked; throws SignInRefused (keeping none) when its allowance for the account is used up. */
  async admit({ account, client, device }: SignInAttempt): Promise<void> {
    if (device !== null) {
      const wait = await this.perDevice.take(`${account} ${device}`);
      if (wait > 0) throw new SignInRefused(`Too many failed sign-in attempts on this device. Please try again in ${minutes(wait)}.`, wait, false);
      return;
    }
    const fromHere = await this.perAccountAndClient.take(`${account} ${client}`);
    if (fromHere > 0) {
      throw new SignInRefused(
        `Too many failed sign-in attempts for this account from your network. ${LINK_SENT}, or try again in ${minutes(fromHere)}.`,
        fromHere,
        true,
      );
    }
    const overall = await this.perAccount.take(account);
    if (overall > 0) {
      await this.perAccountAndClient.release(`${account} ${client}`);
      throw new SignInRefused(
        `Too many failed sign-in attempts for this account. ${LINK_SENT}, or try again in ${minutes(overall)} or on a device you have used before.`,
        overall,
        true,
      );
    }
  }

  /** The right password: this client's (or device's) count starts again, and the attempt gives back its place in the account's overall count. */
  async recordSuccess({ account, client, device }: SignInAttempt): Promise<void> {
    if (device !== null) return this.perDevice.reset(`${account} ${device}`);
    await Promise.all([this.perAccountAndClient.reset(`${account} ${client}`), this.perAccount.release(account)]);
  }

  /**
   * A signed-in person confirming their password (to change it): five wrong a quarter of an hour per
   * account, so a stolen session cannot guess it. Runs `check`, counted before it runs; a right
   * password gives the place back. Throws 429 when the allowance is used up.
   */
  async checkPassword(userId: string, check: () => Promise<boolean>): Promise<boolean> {
    const wait = await this.passwordChecks.take(userId);
    if (wait > 0) throw new TooManyRequestsError(`Too many wrong passwords. Please try again in ${minutes(wait)}.`, wait);
    const right = await check();
    if (right) await this.passwordChecks.release(userId);
    return right;
  }
}
