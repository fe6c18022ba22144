import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '#contract/shared/schema.ts';
import { loginBody, registerBody, tokenResponse, user } from '#contract/auth/schema.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import type { AppContext } from '#server/context.ts';
import { registrationsPerAddress, signInsPerAddress } from './address-limits.ts';
import * as auth from './service.ts';
import { answerSignIn } from './sign-in-route.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 422, 429);

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, signInLimits } = context;
  app.post(
    '/register',
    {
      config: { rateLimit: registrationsPerAddress(signInLimits.registrationsPerClientPerHour) },
      schema: { tags: ['auth'], summary: 'Create an account', body: registerBody, response: { 201: user, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await auth.register(db, request.body)),
  );

  app.post(
    '/login',
    {
      config: { rateLimit: signInsPerAddress(signInLimits.attemptsPerClientPerMinute) },
      schema: { tags: ['auth'], summary: 'Sign in with email and password', body: loginBody, response: { 200: tokenResponse, ...errors } },
    },
    async (request, reply) => answerSignIn(context, request, reply, { scope: 'user', identifier: request.body.email, password: request.body.password }),
  );

  app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', app.requireUser);

    signedIn.get(
      '/me',
      { schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: user, ...errors } } },
      async (request) => auth.getUser(db, callerOf(request).userId),
    );
  });
};
