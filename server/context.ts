import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { TokenService } from './lib/tokens.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { LogoFetcher } from './modules/logos/fetch.ts';
import type { SignInLimits, SignInThrottle } from './modules/auth/sign-in-throttle.ts';
import type { ClaimLimits } from './modules/matches/claim-limits.ts';
import type { MemberReadLimits } from './plugins/member-read-limits.ts';

/** What route plugins are handed when they are registered. */
export type AppContext = {
  db: Db;
  database: Database;
  config: Config;
  tokens: TokenService;
  /** Seals administrators' second-factor secrets in the database (a key of their own, derived from the token secret). */
  secondFactorBox: SecretBox;
  signInThrottle: SignInThrottle;
  signInLimits: SignInLimits;
  /** Each member's claims an hour and a day, on both claim routes together. */
  claimLimits: ClaimLimits;
  /** Each member's heaviest reads a minute, each route on its own. */
  memberReadLimits: MemberReadLimits;
  /** Development only: the default administrator's sign-in, shown as a hint on the admin login screen. */
  devAdminHint: { username: string; password: string } | null;
  /** E-mail: written into the outbox in the caller's transaction, delivered by this process's sender. */
  mailer: Mailer;
  /** Fetches an app's logo from an address an administrator or an AI suggestion gives, safely for this server's network. */
  fetchLogo: LogoFetcher;
};
