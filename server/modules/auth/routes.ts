import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#contract/shared/schema.ts';
import {
  detailBody,
  eligibilityBody,
  session,
  signedOutOthers,
  loginBody,
  passwordCheck,
  passwordCheckBody,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  registerBody,
  signInLinkBody,
  tokenResponse,
  type TokenResponse,
  user,
  verifyEmailBody,
} from '#contract/auth/schema.ts';
import { RESET_LINK_USABLE, RESET_REQUESTED, VERIFICATION_SENT } from '#contract/auth/rules.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import type { AppContext } from '#server/context.ts';
import { passwordChecksPerAddress, registrationsPerAddress, resetsPerAddress, signInsPerAddress } from './address-limits.ts';
import { checkPasswordResetLink, confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { resendVerification, verifyEmail } from './email-verification.ts';
import { toUserDto } from './user-dto.ts';
import { endSessions, issueSessionToken, listSessions } from './sessions.ts';
import * as auth from './service.ts';
import { answerSignIn, answerSignInLink } from './sign-in-route.ts';
import { seenFrom } from './device-cookie.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { isCommonPassword } from '#server/lib/common-passwords.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 422, 429);
const openRoute = routeSchemas({ tags: ['auth'], errors });
const route = routeSchemas({ tags: ['auth'], bearer: true, errors });

/** A member's sign-in answer: the spec's, without the administrator area's second-factor state. */
function memberAnswer({ second_factor: _administratorsOnly, ...answer }: TokenResponse & { second_factor: unknown }): TokenResponse {
  return answer;
}

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, signInLimits, mailer, tokens } = context;
  app.post(
    '/register',
    openRoute(
      'Create an account',
      { body: registerBody, response: { 201: user } },
      { config: { rateLimit: registrationsPerAddress(signInLimits.registrationsPerClientPerHour) } },
    ),
    async (request, reply) => reply.code(201).send(await auth.register(db, mailer, request.body, seenFrom(request))),
  );

  app.post(
    '/password-check',
    openRoute(
      'Whether a new password would be refused as one of the 100,000 commonest (the sign-up form asks before it submits)',
      { body: passwordCheckBody, response: { 200: passwordCheck } },
      { config: { rateLimit: passwordChecksPerAddress() } },
    ),
    async (request) => ({ common: isCommonPassword(request.body.password) }),
  );

  app.post(
    '/login',
    openRoute(
      'Sign in with email and password',
      { body: loginBody, response: { 200: tokenResponse } },
      { config: { rateLimit: signInsPerAddress(signInLimits.attemptsPerClientPerMinute) } },
    ),
    async (request, reply) =>
      memberAnswer(await answerSignIn(context, request, reply, { scope: 'user', identifier: request.body.email, password: request.body.password })),
  );

  app.post(
    '/sign-in-link',
    openRoute(
      'Open a sign-in link (sent while the account refuses unknown browsers for too many failed sign-ins): signs this browser in and trusts it from then on',
      { body: signInLinkBody, response: { 200: tokenResponse } },
      { config: { rateLimit: signInsPerAddress(signInLimits.attemptsPerClientPerMinute) } },
    ),
    async (request, reply) => memberAnswer(await answerSignInLink(context, request, reply, 'user', request.body.token)),
  );

  app.post(
    '/password-reset/request',
    openRoute(
      'Send a password-reset link to this address, if an account uses it (the answer is the same either way)',
      { body: passwordResetRequestBody, response: { 202: detailBody } },
      { config: { rateLimit: resetsPerAddress(signInLimits.resetRequestsPerClientPerHour) } },
    ),
    async (request, reply) => {
      await requestPasswordReset(db, mailer, request.body.email);
      return reply.code(202).send({ detail: RESET_REQUESTED });
    },
  );

  app.post(
    '/password-reset/check',
    openRoute(
      'Whether a reset link can still be used (it is not used by asking); 400 when it is used, expired, replaced or made up',
      { body: verifyEmailBody, response: { 200: detailBody } },
      { config: { rateLimit: signInsPerAddress(signInLimits.attemptsPerClientPerMinute) } },
    ),
    async (request) => {
      await checkPasswordResetLink(db, request.body.token);
      return { detail: RESET_LINK_USABLE };
    },
  );

  app.post(
    '/password-reset/confirm',
    openRoute(
      'Choose a new password with a reset link; every other session ends, and this answer signs in',
      { body: passwordResetConfirmBody, response: { 200: tokenResponse } },
      { config: { rateLimit: signInsPerAddress(signInLimits.attemptsPerClientPerMinute) } },
    ),
    async (request) => {
      const account = await confirmPasswordReset(db, mailer, request.body.token, request.body.new_password);
      app.forgetAccount(account.id);
      const accessToken = await issueSessionToken(db, tokens, account, 'user', request.headers['user-agent']);
      return { access_token: accessToken, token_type: 'bearer' as const, user: toUserDto(account, await isPaidFeaturesEnabled(db)) };
    },
  );

  app.post(
    '/verify-email',
    openRoute(
      'Open an e-mail verification link (no sign-in needed)',
      { body: verifyEmailBody, response: { 200: detailBody } },
      { config: { rateLimit: signInsPerAddress(signInLimits.attemptsPerClientPerMinute) } },
    ),
    async (request) => verifyEmail(db, request.body.token),
  );

  app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', app.requireUser);

    signedIn.get(
      '/sessions',
      route('Where your account is signed in, most recently used first (this device marked current)', { response: { 200: z.array(session) } }),
      async (request) => listSessions(db, callerOf(request).userId, callerOf(request).sessionId),
    );

    signedIn.post(
      '/sessions/sign-out-others',
      route('Sign out of every other device; this one goes on with the new token', { response: { 200: signedOutOthers } }),
      async (request) => {
        const { userId, sessionId } = callerOf(request);
        const version = await endSessions(db, userId, sessionId);
        app.forgetAccount(userId);
        const accessToken = sessionId
          ? await tokens.issue({ userId, scope: 'user', sessionVersion: version, sessionId })
          : await issueSessionToken(db, tokens, { id: userId, sessionVersion: version }, 'user', request.headers['user-agent']);
        return { detail: 'You are signed out of every other device.', access_token: accessToken };
      },
    );

    signedIn.post('/logout-everywhere', route('Sign out everywhere, this device included', { response: { 200: detailBody } }), async (request) => {
      const { userId } = callerOf(request);
      await endSessions(db, userId);
      app.forgetAccount(userId);
      return { detail: 'You are signed out everywhere.' };
    });

    signedIn.post(
      '/verify-email/resend',
      route('Send a new verification link (to the new address asked for, if any); three an hour', { response: { 202: detailBody } }),
      async (request, reply) => {
        await resendVerification(db, mailer, callerOf(request).userId);
        return reply.code(202).send({ detail: VERIFICATION_SENT });
      },
    );

    signedIn.get('/me', route('The signed-in user', { response: { 200: user } }), async (request) =>
      asAnswer(await auth.readAccountJson(db, callerOf(request).userId)),
    );

    signedIn.post(
      '/eligibility',
      route('Confirm that you are 18 or over and live in the UK (asked before the first claim of an account that has not)', {
        body: eligibilityBody,
        response: { 200: user },
      }),
      async (request) => auth.confirmEligibility(db, callerOf(request).userId),
    );
  });
};
