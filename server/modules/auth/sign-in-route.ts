import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecondFactorState } from '#contract/admin/schema.ts';
import type { TokenResponse } from '#contract/auth/schema.ts';
import type { AppContext } from '#server/context.ts';
import type { TokenScope } from '#server/lib/tokens.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import { browserDeviceId, readDevice, rememberDevice } from './device-cookie.ts';
import { recordTrace } from '../flags/traces.ts';
import { signIn } from './sign-in.ts';
import { takeSignInLink } from './sign-in-link.ts';
import { issueSessionToken } from './sessions.ts';
import { secondFactorState } from './second-factor.ts';
import { toUserDto } from './user-dto.ts';

/** A sign-in's answer; the administrator area's also says where its second factor stands (the product's answer leaves that out). */
type AnsweredSignIn = TokenResponse & { second_factor: SecondFactorState };

/**
 * What both sign-in routes (the product's and the administrator area's) do with a request: sign in
 * with the browser's device token, leave the device token for next time, and answer the session.
 */
export async function answerSignIn(
  {
    db,
    tokens,
    secondFactorBox,
    signInThrottle,
    mailer,
    config,
  }: Pick<AppContext, 'db' | 'tokens' | 'secondFactorBox' | 'signInThrottle' | 'mailer' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { scope: TokenScope; identifier: string; password: string; otp?: string },
): Promise<AnsweredSignIn> {
  const device = readDevice(request);
  const deviceId = browserDeviceId(device);
  const { row, accessToken } = await signIn(db, tokens, secondFactorBox, signInThrottle, mailer, {
    ...credentials,
    clientAddress: request.ip,
    device,
    deviceId,
    userAgent: request.headers['user-agent'],
  });
  rememberDevice(reply, row.id, deviceId);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    user: toUserDto(row, await isPaidFeaturesEnabled(db)),
    second_factor: secondFactorState(secondFactorBox, row, config.env === 'production'),
  };
}

/**
 * What both sign-in-link routes do: open the link for their area, sign this browser in, and trust it
 * as a device of the account from now on (its password then works here whatever strangers try).
 */
export async function answerSignInLink(
  { db, tokens, secondFactorBox, config }: Pick<AppContext, 'db' | 'tokens' | 'secondFactorBox' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: TokenScope,
  token: string,
  otp?: string,
): Promise<AnsweredSignIn> {
  const row = await takeSignInLink(db, secondFactorBox, token, scope, otp);
  const deviceId = browserDeviceId(readDevice(request));
  const accessToken = await db.transaction(async (tx) => {
    await recordTrace(tx, row.id, 'SIGN_IN', { address: request.ip, deviceId });
    return issueSessionToken(tx, tokens, row, scope, request.headers['user-agent']);
  });
  rememberDevice(reply, row.id, deviceId);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    user: toUserDto(row, await isPaidFeaturesEnabled(db)),
    second_factor: secondFactorState(secondFactorBox, row, config.env === 'production'),
  };
}
