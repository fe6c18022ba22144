import path from 'node:path';
import { z } from 'zod';
import type { DatabaseOptions } from './db/client.ts';
import { StartupError } from './lib/startup-error.ts';
import { DEFAULT_MEMBER_READS_PER_MINUTE } from './plugins/member-read-limits.ts';
import { DEFAULT_CLAIM_LIMITS, type ClaimLimitFigures } from './modules/matches/claim-limits.ts';
import { DEFAULT_SIGN_IN_LIMITS } from './modules/auth/sign-in-throttle.ts';

/** The product's own prefix for its keys in Redis (REDIS_KEY_PREFIX sets another). */
const DEFAULT_REDIS_KEY_PREFIX = 'referral-exchange:';

/** A limit's setting: a whole number of at least 1, or the product's own figure when unset. */
function limitSetting(name: string, fallback: number) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .default(fallback);
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** The variables the server reads, with their defaults: the README's table of them is checked against it (scripts/docs/readme-figures.test.ts). */
export const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' }).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535, 'PORT must be at most 65535').default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ error: 'DATABASE_URL must be a postgres:// URL' }).optional()),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a number of connections' })
    .int('DATABASE_POOL_SIZE must be a whole number of connections')
    .min(1, 'DATABASE_POOL_SIZE must be at least 1')
    .max(500, 'DATABASE_POOL_SIZE must be at most 500')
    .default(10),
  DATABASE_WAIT_SECONDS: z.coerce
    .number({ error: 'DATABASE_WAIT_SECONDS must be a number of seconds' })
    .int('DATABASE_WAIT_SECONDS must be a whole number of seconds')
    .min(0, 'DATABASE_WAIT_SECONDS must be at least 0')
    .max(600, 'DATABASE_WAIT_SECONDS must be at most 600')
    .default(30),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(true|false|\d+|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]*[.:][0-9a-fA-F.:/]*)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]*[.:][0-9a-fA-F.:/]*))*)$/,
        {
          error: 'TRUST_PROXY must be true, false, a number of proxy hops or a comma-separated list of proxy addresses',
        },
      )
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional()),
  SECOND_FACTOR_KEY: optionalText.pipe(z.string().min(32, 'SECOND_FACTOR_KEY must be at least 32 characters long').optional()),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters long').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_ATTEMPTS_PER_MINUTE: limitSetting('LOGIN_ATTEMPTS_PER_MINUTE', DEFAULT_SIGN_IN_LIMITS.attemptsPerClientPerMinute),
  REGISTRATIONS_PER_HOUR: limitSetting('REGISTRATIONS_PER_HOUR', DEFAULT_SIGN_IN_LIMITS.registrationsPerClientPerHour),
  MEMBER_READS_PER_MINUTE: limitSetting('MEMBER_READS_PER_MINUTE', DEFAULT_MEMBER_READS_PER_MINUTE),
  CLAIMS_PER_HOUR: limitSetting('CLAIMS_PER_HOUR', DEFAULT_CLAIM_LIMITS.perHour),
  CLAIMS_PER_DAY: limitSetting('CLAIMS_PER_DAY', DEFAULT_CLAIM_LIMITS.perDay),
  NOTIFICATION_RETENTION_DAYS: z.coerce
    .number({ error: 'NOTIFICATION_RETENTION_DAYS must be a number of days' })
    .int('NOTIFICATION_RETENTION_DAYS must be a whole number of days')
    .min(1, 'NOTIFICATION_RETENTION_DAYS must be at least 1')
    .max(36_500, 'NOTIFICATION_RETENTION_DAYS must be at most 36500')
    .default(180),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => value === 'log' || /^smtps?:\/\/[^\s]+$/.test(value), 'SMTP_URL must be an smtp:// or smtps:// URL, or log')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional()),
  REDIS_KEY_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits, dots, dashes, underscores or colons')
      .default(DEFAULT_REDIS_KEY_PREFIX),
  ),
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'APP_URL must be an http(s) URL' }).optional()),
  AI_DISCOVERY_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'AI_DISCOVERY_URL must be an http(s) URL' }).optional()),
  AI_DISCOVERY_MODEL: optionalText,
  AI_DISCOVERY_API_KEY: optionalText,
  AI_DISCOVERY_TIMEOUT_MS: z.coerce
    .number({ error: 'AI_DISCOVERY_TIMEOUT_MS must be a number of milliseconds' })
    .int('AI_DISCOVERY_TIMEOUT_MS must be a whole number of milliseconds')
    .min(1000, 'AI_DISCOVERY_TIMEOUT_MS must be at least 1000')
    .max(300_000, 'AI_DISCOVERY_TIMEOUT_MS must be at most 300000')
    .default(20_000),
});

/** The OpenAI-compatible chat-completions service behind AI discovery; unset means the curated offline list. */
export type AiDiscoveryConfig = { url: string; model: string; apiKey: string | undefined; timeoutMs: number };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process keeps to a PostgreSQL server. */
  databasePoolSize: number;
  /** How long to keep trying a PostgreSQL server that does not answer yet at start. */
  databaseWaitSeconds: number;
  /**
   * Which proxies' X-Forwarded-For to believe: a hop count, addresses, or all (true). By default
   * only peers on loopback and private networks (the load balancer's side), never a public address,
   * so a client that connects directly cannot choose its own address.
   */
  trustProxy: boolean | number | string;
  jwtSecret: string | undefined;
  /** The root secret the administrators' second-factor secrets are sealed under; JWT_SECRET's when unset. */
  secondFactorKey: string | undefined;
  admin: { username: string; password: string } | undefined;
  logLevel: string;
  /** Sign-in attempts one client address may make per minute. */
  loginAttemptsPerMinute: number;
  /** Accounts one client address may create per hour. */
  registrationsPerHour: number;
  /** Each of the heaviest reads (the dashboard, a batch, one's codes and matches, analytics) one member may make per minute. */
  memberReadsPerMinute: number;
  /** Codes one member may claim an hour and a day. */
  claimLimits: ClaimLimitFigures;
  /** Notifications older than this many days are purged. */
  notificationRetentionDays: number;
  /** AI discovery through a chat-completions service (AI_DISCOVERY_*); undefined: the curated list. */
  aiDiscovery: AiDiscoveryConfig | undefined;
  mail: MailConfig;
  /** Where sign-in, registration and reset limits are counted across processes; undefined: in each process's memory. */
  redisUrl: string | undefined;
  /** What every key this deployment writes in Redis starts with, so deployments sharing one server count apart. */
  redisKeyPrefix: string;
};

/**
 * Where e-mail goes: an SMTP server, the log on purpose ('log'), or nowhere yet (undefined: kept in
 * the outbox, which development shows at /dev/mailbox). `appUrl` is the public address in links.
 */
export type MailConfig = { smtpUrl: string | undefined; from: string; appUrl: string };

export const DEFAULT_MAIL_FROM = 'Referral Exchange <no-reply@referral-exchange.invalid>';

export class ConfigError extends StartupError {}

/** Loopback, link-local and private networks (10/8, 172.16/12, 192.168/16, fc00::/7), in proxy-addr's names: development's default. */
const PRIVATE_PEERS = 'loopback, linklocal, uniquelocal';

/**
 * Whose X-Forwarded-For is believed. Unset: in production nobody's (the address that connects is
 * the client, so no neighbour on the host or the private network can choose its own address and
 * step round every per-address limit; behind a load balancer, TRUST_PROXY names it); in development
 * and tests loopback and private networks, as a local proxy or container set-up expects.
 */
function trustProxyOf(value: string | undefined, env: string): Config['trustProxy'] {
  if (value === undefined) return env === 'production' ? false : PRIVATE_PEERS;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** How this process opens its database: the PostgreSQL server named, or the embedded one in DATA_DIR. */
export function databaseOptions(config: Config, holder?: string): DatabaseOptions {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, waitSeconds: config.databaseWaitSeconds }
    : { dataDir: config.dataDir, holder };
}

/** Reads the environment once at start; a wrong value stops the start with a sentence naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if ((values.ADMIN_USERNAME === undefined) !== (values.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid environment: ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (values.NODE_ENV === 'production' && values.SMTP_URL === undefined) {
    throw new ConfigError(
      'Invalid environment: SMTP_URL must be set in production, so that password-reset and verification e-mails reach people (SMTP_URL=log writes them to the log instead, on purpose)',
    );
  }
  if (values.AI_DISCOVERY_URL !== undefined && values.AI_DISCOVERY_MODEL === undefined) {
    throw new ConfigError('Invalid environment: AI_DISCOVERY_MODEL must be set when AI_DISCOVERY_URL is');
  }
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    databaseWaitSeconds: values.DATABASE_WAIT_SECONDS,
    trustProxy: trustProxyOf(values.TRUST_PROXY, values.NODE_ENV),
    jwtSecret: values.JWT_SECRET,
    secondFactorKey: values.SECOND_FACTOR_KEY,
    admin:
      values.ADMIN_USERNAME !== undefined && values.ADMIN_PASSWORD !== undefined
        ? { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD }
        : undefined,
    logLevel: values.LOG_LEVEL,
    loginAttemptsPerMinute: values.LOGIN_ATTEMPTS_PER_MINUTE,
    registrationsPerHour: values.REGISTRATIONS_PER_HOUR,
    memberReadsPerMinute: values.MEMBER_READS_PER_MINUTE,
    claimLimits: { perHour: values.CLAIMS_PER_HOUR, perDay: values.CLAIMS_PER_DAY },
    notificationRetentionDays: values.NOTIFICATION_RETENTION_DAYS,
    aiDiscovery:
      values.AI_DISCOVERY_URL !== undefined && values.AI_DISCOVERY_MODEL !== undefined
        ? { url: values.AI_DISCOVERY_URL, model: values.AI_DISCOVERY_MODEL, apiKey: values.AI_DISCOVERY_API_KEY, timeoutMs: values.AI_DISCOVERY_TIMEOUT_MS }
        : undefined,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    },
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
  };
}

/** The start-up log's sentence on whose forwarded addresses are believed. */
export function describeTrustedProxies(trustProxy: Config['trustProxy']): string {
  if (trustProxy === false)
    return 'X-Forwarded-For is not believed: the connecting address is the client (set TRUST_PROXY to the load balancer’s address behind one)';
  if (trustProxy === true) return 'X-Forwarded-For is believed from anyone (TRUST_PROXY=true): never with processes reachable from the internet';
  if (typeof trustProxy === 'number') return `X-Forwarded-For is believed for ${trustProxy} proxy hop${trustProxy === 1 ? '' : 's'} (TRUST_PROXY)`;
  return `X-Forwarded-For is believed from ${trustProxy}`;
}
