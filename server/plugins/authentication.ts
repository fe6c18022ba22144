import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { TokenScope, TokenService } from '../lib/tokens.ts';
import { accountReader } from '../modules/auth/service.ts';
import { AccountCache, listenForAccountChanges } from './accounts.ts';
import { SessionTouches } from '../modules/auth/sessions.ts';

/** Who is calling: the account, and the signed-in session the token belongs to (none on older tokens). */
export type Caller = { userId: string; isAdmin: boolean; sessionId?: string };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in, active user (user token). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: an active administrator (admin token). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** After this process changed who may sign in with an account: its next request reads it afresh. */
    forgetAccount: (userId: string) => void;
    /** Settles when this process next forgets the account (an announced change was heard, or it made one). */
    nextAccountForgetting: (userId: string) => Promise<void>;
  }
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller of a route, once its preHandler has let the request through. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
}

export function registerAuthentication(app: FastifyInstance, database: Database, tokens: TokenService): void {
  app.decorateRequest('caller', null);
  const accounts = new AccountCache(accountReader(database.db));
  const touches = new SessionTouches(database.db, app.log);
  const listener = listenForAccountChanges(database, accounts, app.log);
  app.addHook('onReady', async () => {
    // Without the announcements every request reads its account, as it must to see a change at once.
    await listener.start().catch((error: unknown) => {
      app.log.warn(`accounts are read on every request: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  app.addHook('onClose', () => listener.stop());
  app.decorate('forgetAccount', (userId: string) => accounts.forget(userId));
  app.decorate('nextAccountForgetting', (userId: string) => accounts.nextForgetting(userId));

  async function resolve(request: FastifyRequest, scope: TokenScope): Promise<Caller> {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError(scope === 'admin' ? 'Administrator sign-in required' : 'Please sign in to continue');
    const claims = await tokens.verify(token);
    if (!claims) throw new UnauthorizedError(SESSION_ENDED);
    if (claims.scope !== scope) {
      if (scope === 'admin') throw new ForbiddenError('Administrator access required');
      throw new UnauthorizedError('This session is for the administrator area. Please sign in as a user.');
    }
    // Checked on every request (remembered only until a change is announced), so a deactivated or
    // deleted user's tokens stop working at once, and so do tokens from before a password change.
    const account = await accounts.get(claims.userId);
    if (!account || !account.isActive || account.sessionVersion !== claims.sessionVersion) throw new UnauthorizedError(SESSION_ENDED);
    if (scope === 'admin' && !account.isAdmin) throw new ForbiddenError('Administrator access required');
    if (claims.sessionId) touches.touch(claims.sessionId);
    return { userId: account.id, isAdmin: account.isAdmin, ...(claims.sessionId ? { sessionId: claims.sessionId } : {}) };
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.caller = await resolve(request, 'user');
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.caller = await resolve(request, 'admin');
  });
}
