import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '#contract/auth/schema.ts';
import type { AppContext } from '#server/context.ts';
import type { TokenScope } from '#server/lib/tokens.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import { readDevice, rememberDevice } from './device-cookie.ts';
import { signIn } from './sign-in.ts';
import { toUserDto } from './user-dto.ts';

/**
 * What both sign-in routes (the product's and the administrator area's) do with a request: sign in
 * with the browser's device token, leave the device token for next time, and answer the session.
 */
export async function answerSignIn(
  { db, tokens, signInThrottle }: Pick<AppContext, 'db' | 'tokens' | 'signInThrottle'>,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { scope: TokenScope; identifier: string; password: string },
): Promise<TokenResponse> {
  const device = readDevice(request);
  const { row, accessToken } = await signIn(db, tokens, signInThrottle, { ...credentials, clientAddress: request.ip, device, userAgent: request.headers['user-agent'] });
  rememberDevice(reply, row.id, device);
  return { access_token: accessToken, token_type: 'bearer', user: toUserDto(row, await isPaidFeaturesEnabled(db)) };
}
