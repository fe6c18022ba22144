import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, messageBody } from '../../../contract/common.ts';
import { loginBody, passwordChangeBody, profileBody, registerBody, tokenResponse, user } from '../../../contract/auth.ts';
import { callerOf } from '../../plugins/authentication.ts';
import type { AppContext } from '../../context.ts';
import * as auth from './service.ts';
import { toUserDto } from './user-dto.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody, 429: errorBody };

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, tokens, loginThrottle }) => {
  app.post(
    '/register',
    { schema: { tags: ['auth'], summary: 'Create an account', body: registerBody, response: { 201: user, ...errors } } },
    async (request, reply) => reply.code(201).send(await auth.register(db, request.body)),
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], summary: 'Sign in with email and password', body: loginBody, response: { 200: tokenResponse, ...errors } } },
    async (request) => {
      const { email, password } = request.body;
      loginThrottle.admit(request.ip, email);
      try {
        const row = await auth.authenticate(db, 'email', email, password);
        loginThrottle.recordSuccess(email);
        const accessToken = await tokens.issue({ userId: row.id, scope: 'user' });
        return { access_token: accessToken, token_type: 'bearer' as const, user: toUserDto(row, await isPaidFeaturesEnabled(db)) };
      } catch (error) {
        loginThrottle.recordFailure(email);
        throw error;
      }
    },
  );

  app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', app.requireUser);

    signedIn.get(
      '/me',
      { schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: user, ...errors } } },
      async (request) => auth.getUser(db, callerOf(request).userId),
    );

    signedIn.put(
      '/profile',
      { schema: { tags: ['auth'], summary: 'Change name and email', security: [{ bearer: [] }], body: profileBody, response: { 200: user, ...errors } } },
      async (request) => auth.updateProfile(db, callerOf(request).userId, request.body),
    );

    signedIn.put(
      '/password',
      {
        schema: { tags: ['auth'], summary: 'Change password', security: [{ bearer: [] }], body: passwordChangeBody, response: { 200: messageBody, ...errors } },
      },
      async (request) => {
        await auth.changePassword(db, callerOf(request).userId, request.body);
        return { message: 'Password changed successfully' };
      },
    );

    signedIn.delete(
      '/account',
      { schema: { tags: ['auth'], summary: 'Delete the account', security: [{ bearer: [] }], response: { 200: messageBody, ...errors } } },
      async (request) => {
        const { userId } = callerOf(request);
        await auth.deleteAccount(db, userId);
        signedIn.forgetAccount(userId);
        return { message: 'Your account has been deleted' };
      },
    );
  });
};
