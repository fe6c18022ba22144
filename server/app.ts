import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions, type HTTPMethods } from 'fastify';
import { createHmac } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { trackRequestsInFlight } from './lib/shutdown.ts';
import { TokenService } from './lib/tokens.ts';
import { sealStoredSecrets, secondFactorBoxFor } from './modules/auth/second-factor.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInThrottle, type SignInLimits } from './modules/auth/sign-in-throttle.ts';
import { ClaimLimits } from './modules/matches/claim-limits.ts';
import { MemberReadLimits } from './plugins/member-read-limits.ts';
import { countersFactory, RedisHealth } from './lib/failure-counters.ts';
import { rateLimitStore } from './lib/rate-limit-store.ts';
import { connectRedis, redisReady } from './lib/redis.ts';
import type { Redis } from 'ioredis';
import { authRoutes } from './modules/auth/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminHintRoutes } from './modules/admin/hint-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { publicAppRoutes } from './modules/apps/routes.ts';
import { logoRoutes } from './modules/logos/routes.ts';
import { logoFetcher, type LogoFetchOptions } from './modules/logos/fetch.ts';
import { userAppRoutes } from './modules/apps/user-apps-routes.ts';
import { referralCodeRoutes } from './modules/referral-codes/routes.ts';
import { matchRoutes } from './modules/matches/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { subscriptionRoutes } from './modules/subscription/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { batchRoutes } from './modules/batch/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerPrivateAnswers } from './plugins/private-answers.ts';
import { registerConditionalReads } from './plugins/conditional-reads.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { serializerCompilerFor } from './plugins/serializer.ts';
import { registerTextInputCheck } from './plugins/text-input.ts';
import { registerWeb } from './plugins/web.ts';
import { EARLY_READ_SCRIPT_SOURCE, appShell } from './plugins/app-shell.ts';
import { builtPageRenderer, type PageRenderer } from './modules/public-pages/renderer.ts';
import { publicPageRoutes } from './modules/public-pages/routes.ts';
import { siteRoutes } from './modules/public-pages/site-routes.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.ts';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe-route.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { transportFor, type MailTransport } from './modules/mail/transport.ts';

/** A route as it was registered, kept so tests can prove they cover every one. */
type RegisteredRoute = { method: HTTPMethods | HTTPMethods[]; url: string; schema?: FastifySchema };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RegisteredRoute[];
    /** This process's e-mail: the outbox writer and its sender. */
    mailer: Mailer;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** The built web app to serve; none is served when absent. */
  webRoot?: string;
  /** The renderer of public pages, where not the one built into webRoot (tests: one built for them); none: no public pages. */
  pageRenderer?: PageRenderer;
  devAdminHint?: { username: string; password: string } | null;
  /** Sign-in and registration limits other than the configured ones (tests). */
  signInLimits?: Partial<SignInLimits>;
  logger?: FastifyServerOptions['logger'];
  /** Where mail goes, instead of the configured way (tests: a real SMTP server started by the test, or null for none). */
  mailTransport?: MailTransport | null;
  /** The prefix of this app's keys in Redis, where not the configured one (tests keep theirs apart). */
  redisKeyPrefix?: string;
  /** How logos are fetched from addresses, where not the product's way (tests: a short timeout, their own server's address allowed). */
  logoFetch?: Partial<LogoFetchOptions>;
};

/** A hop count as the function Fastify's types ask for: trust the first `hops` proxies from this server. */
function trustProxyOption(setting: Config['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The Redis connection limits are counted in, when REDIS_URL is set; closed with the app. */
async function sharedLimitStore(app: FastifyInstance, options: AppOptions): Promise<{ redis: Redis; prefix: string; health: RedisHealth } | null> {
  if (!options.config.redisUrl) return null;
  const redis = connectRedis(options.config.redisUrl);
  // Without this listener a refused connection would be an unhandled error; the counters say when it matters.
  redis.on('error', () => {});
  const health = new RedisHealth(app.log);
  if (!(await redisReady(redis, 5000))) health.failed(new Error('no answer within 5 s of starting'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, prefix: options.redisKeyPrefix ?? options.config.redisKeyPrefix, health };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    trustProxy: trustProxyOption(options.config.trustProxy),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => `req-${Math.random().toString(36).slice(2, 10)}`,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', ({ method, url, schema }) => {
    routeTable.push({ method, url, ...(schema ? { schema } : {}) });
  });
  trackRequestsInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompilerFor(options.config.env));
  registerErrorHandling(app);
  registerTextInputCheck(app);
  registerPrivateAnswers(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The dashboard's page asks for its answer before the app's code arrives: that one inline script, by its hash.
        scriptSrc: ["'self'", EARLY_READ_SCRIPT_SOURCE],
        // Logos are served by this app or drawn; nothing is hot-linked from other sites. Report
        // screenshots need the caller's token, so the browser fetches them and shows blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The toaster injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Answers over 1 kB go out compressed to clients that accept it (Brotli or gzip); the event stream
  // never is, and the web build's own precompressed files are sent as they are.
  await app.register(compress);
  await registerOpenApi(app);

  // Device tokens for sign-in throttling are signed with a key of their own, derived from the token secret.
  await app.register(cookie, { secret: createHmac('sha256', options.jwtSecret).update('device cookies').digest('base64url') });
  // Every limit (per client address on the routes that ask for it: sign-in, registration, resets;
  // per account for sign-in failures) counts in Redis when REDIS_URL is set, so every process counts
  // together, each falling back to this process's memory while Redis does not answer; otherwise in memory.
  const countersFor = countersFactory(await sharedLimitStore(app, options));
  await app.register(rateLimit, { global: false, store: rateLimitStore(countersFor) });

  const tokens = new TokenService(options.jwtSecret);
  const secondFactorBox = secondFactorBoxFor(options.config.secondFactorKey, options.jwtSecret);
  // Second-factor secrets kept from before they were sealed, or under the earlier key, are sealed once the database is ready.
  app.addHook('onReady', async () => {
    await sealStoredSecrets(options.database.db, secondFactorBox);
  });
  registerAuthentication(app, options.database, tokens);
  registerConditionalReads(app, options.database.db);
  const signInLimits: SignInLimits = {
    ...DEFAULT_SIGN_IN_LIMITS,
    attemptsPerClientPerMinute: options.config.loginAttemptsPerMinute,
    registrationsPerClientPerHour: options.config.registrationsPerHour,
    ...options.signInLimits,
  };
  const transport =
    options.mailTransport !== undefined ? options.mailTransport : transportFor(options.config.env, options.config.mail, (line) => app.log.info(line));
  const mailer = createMailer(options.database.db, options.config.mail, transport, options.jwtSecret, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.sender?.start());
  app.addHook('onClose', async () => mailer.sender?.stop());

  const context: AppContext = {
    db: options.database.db,
    database: options.database,
    config: options.config,
    tokens,
    secondFactorBox,
    signInThrottle: new SignInThrottle(signInLimits, countersFor),
    claimLimits: new ClaimLimits(options.config.claimLimits, countersFor),
    memberReadLimits: new MemberReadLimits(options.config.memberReadsPerMinute, countersFor),
    signInLimits,
    devAdminHint: options.devAdminHint ?? null,
    mailer,
    fetchLogo: logoFetcher(options.logoFetch),
  };

  const routes: [FastifyPluginAsyncZod<AppContext>, string][] = [
    [healthRoutes, '/api'],
    [authRoutes, '/api/auth'],
    [profileRoutes, '/api/auth'],
    [adminRoutes, '/api/admin'],
    [adminHintRoutes, '/api/public'],
    [publicAppRoutes, '/api/public'],
    [logoRoutes, '/api/public'],
    [userAppRoutes, '/api/user-apps'],
    [referralCodeRoutes, '/api/referral-codes'],
    [matchRoutes, '/api/matches'],
    [notificationRoutes, '/api/notifications'],
    [unsubscribeRoutes, '/api'],
    [memberRoutes, '/api'],
    [reviewRoutes, '/api'],
    [reportRoutes, '/api'],
    [supportRoutes, '/api/support'],
    [subscriptionRoutes, '/api/subscription'],
    [analyticsRoutes, '/api/analytics'],
    [dashboardRoutes, '/api/dashboard'],
    [batchRoutes, '/api/batch'],
  ];
  for (const [routesOf, prefix] of routes) await app.register(routesOf, { prefix, ...context });
  if (options.config.env === 'development') await app.register(devMailboxRoutes, { prefix: '/dev/mailbox', ...context });

  const webRoot = options.webRoot;
  // The public pages, and the sitemap and robots.txt that point search engines at them.
  const pages = options.pageRenderer ?? (webRoot === undefined ? null : await builtPageRenderer(webRoot));
  if (pages) {
    await app.register(publicPageRoutes, { ...context, pages });
    await app.register(siteRoutes, context);
  }
  const servesWeb = webRoot !== undefined && (await registerWeb(app, webRoot, { root: pages === null }));
  const shellFor = servesWeb && webRoot ? appShell(webRoot) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isAsset = pathname.startsWith('/assets/');
    if (shellFor && request.method === 'GET' && !isAsset && !pathname.startsWith('/api/') && pathname !== '/api') {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(await shellFor(pathname));
    }
    return reply.code(404).send({ detail: `Nothing here: ${request.method} ${pathname} is not a known address` });
  });
  return app;
}
