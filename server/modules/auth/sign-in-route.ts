import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '#contract/auth/schema.ts';
import type { AppContext } from '#server/context.ts';
import type { TokenScope } from '#server/lib/tokens.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import { readDevice, rememberDevice } from './device-cookie.ts';
import { signIn } from './sign-in.ts';
import { takeSignInLink } from './sign-in-link.ts';
import { issueSessionToken } from './sessions.ts';
import { toUserDto } from './user-dto.ts';

/**
 * What both sign-in routes (the product's and the administrator area's) do with a request: sign in
 * with the browser's device token, leave the device token for next time, and answer the session.
 */
export async function answerSignIn(
  { db, tokens, signInThrottle, mailer }: Pick<AppContext, 'db' | 'tokens' | 'signInThrottle' | 'mailer'>,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { scope: TokenScope; identifier: string; password: string },
): Promise<TokenResponse> {
  const device = readDevice(request);
  const { row, accessToken } = await signIn(db, tokens, signInThrottle, mailer, {
    ...credentials,
    clientAddress: request.ip,
    device,
    userAgent: request.headers['user-agent'],
  });
  rememberDevice(reply, row.id, device);
  return { access_token: accessToken, token_type: 'bearer', user: toUserDto(row, await isPaidFeaturesEnabled(db)) };
}

/**
 * What both sign-in-link routes do: open the link for their area, sign this browser in, and trust it
 * as a device of the account from now on (its password then works here whatever strangers try).
 */
export async function answerSignInLink(
  { db, tokens }: Pick<AppContext, 'db' | 'tokens'>,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: TokenScope,
  token: string,
): Promise<TokenResponse> {
  const row = await takeSignInLink(db, token, scope);
  const accessToken = await issueSessionToken(db, tokens, row, scope, request.headers['user-agent']);
  rememberDevice(reply, row.id, readDevice(request));
  return { access_token: accessToken, token_type: 'bearer', user: toUserDto(row, await isPaidFeaturesEnabled(db)) };
}
