import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SeenFrom } from '../flags/traces.ts';

/**
 * A browser that has signed in to an account keeps a signed device token for it (OWASP's "device
 * cookies"), so that guessing by strangers cannot stop its owner signing in (SignInThrottle).
 * HttpOnly and sent only to the API; it opens nothing by itself.
 */
const COOKIE = 'device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type Device = { userId: string; deviceId: string };

/** The device this browser says it is, if its cookie carries our signature. */
export function readDevice(request: FastifyRequest): Device | null {
  const raw = request.cookies[COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [userId, deviceId] = unsigned.value.split(' ');
  return userId && deviceId ? { userId, deviceId } : null;
}

/**
 * The id this browser goes on with after a sign-in: the one its token carries, whichever account
 * signed in with it, or a new one. Kept across accounts, it is also a sign that two accounts are
 * used by one person (flags/signs.ts); the trust it gives stays with the account named beside it.
 */
export function browserDeviceId(known: Device | null): string {
  return known?.deviceId ?? randomUUID();
}

/** After a successful sign-in: this browser is now a device the account trusts, under its id (browserDeviceId). */
export function rememberDevice(reply: FastifyReply, userId: string, deviceId: string): void {
  reply.setCookie(COOKIE, `${userId} ${deviceId}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/api',
    maxAge: ONE_YEAR_SECONDS,
  });
}

/** Where a request comes from, as account traces and self-referral signs keep it (flags/traces.ts). */
export function seenFrom(request: FastifyRequest): SeenFrom {
  return { address: request.ip, deviceId: readDevice(request)?.deviceId ?? null };
}
