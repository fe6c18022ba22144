import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** After a successful sign-in: this browser is now a device the account trusts (its id kept when it already was one). */
export function rememberDevice(reply: FastifyReply, userId: string, known: Device | null): void {
  const deviceId = known?.userId === userId ? known.deviceId : randomUUID();
  reply.setCookie(COOKIE, `${userId} ${deviceId}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/api',
    maxAge: ONE_YEAR_SECONDS,
  });
}
