import { RateLimiter } from '../../lib/rate-limiter.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';

export type LoginThrottleLimits = {
  /** Sign-in attempts one client address may make per minute. */
  attemptsPerClientPerMinute: number;
  /** Failed sign-ins one account may take per 15 minutes before it is paused. */
  failuresPerAccount: number;
};

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { attemptsPerClientPerMinute: 20, failuresPerAccount: 5 };

/** Slows password guessing: per client address, and per account whatever address the guesses come from. */
export class LoginThrottle {
  private readonly perClient: RateLimiter;
  private readonly perAccount: RateLimiter;

  constructor(limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS) {
    this.perClient = new RateLimiter(limits.attemptsPerClientPerMinute, 60_000);
    this.perAccount = new RateLimiter(limits.failuresPerAccount, 15 * 60_000);
  }

  /** Counts this attempt; throws 429 when the client or the account is over its limit. */
  admit(clientAddress: string, account: string): void {
    const clientWait = this.perClient.retryAfterSeconds(clientAddress);
    if (clientWait > 0) {
      throw new TooManyRequestsError('Too many sign-in attempts from your network. Please wait a minute and try again.', clientWait);
    }
    this.perClient.hit(clientAddress);
    const accountWait = this.perAccount.retryAfterSeconds(account.toLowerCase());
    if (accountWait > 0) {
      const minutes = Math.ceil(accountWait / 60);
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        accountWait,
      );
    }
  }

  recordFailure(account: string): void {
    this.perAccount.hit(account.toLowerCase());
  }

  recordSuccess(account: string): void {
    this.perAccount.reset(account.toLowerCase());
  }
}
