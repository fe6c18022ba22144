import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '#server/lib/errors.ts';

type Exceeded = { ttl: number };

const minutes = (ms: number) => {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

/** Route config for @fastify/rate-limit: sign-in attempts one client address may make per minute. */
export function signInsPerAddress(perMinute: number) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request: FastifyRequest, context: Exceeded) =>
      new TooManyRequestsError('Too many sign-in attempts from your network. Please wait a minute and try again.', Math.max(1, Math.ceil(context.ttl / 1000))),
  };
}

/** Password checks one client address may ask for a minute: a form asks once a field is left, so a person never meets it. */
const PASSWORD_CHECKS_PER_MINUTE = 30;

/** Route config for @fastify/rate-limit: the password checks (POST /api/auth/password-check) of one client address. */
export function passwordChecksPerAddress(perMinute: number = PASSWORD_CHECKS_PER_MINUTE) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request: FastifyRequest, context: Exceeded) =>
      new TooManyRequestsError('Too many password checks from your network. Please wait a minute and try again.', Math.max(1, Math.ceil(context.ttl / 1000))),
  };
}

/** Route config for @fastify/rate-limit: accounts one client address may create per hour (each costs a password hash). */
export function registrationsPerAddress(perHour: number) {
  return {
    max: perHour,
    timeWindow: 60 * 60_000,
    errorResponseBuilder: (_request: FastifyRequest, context: Exceeded) =>
      new TooManyRequestsError(
        `Too many new accounts from your network. Please try again in ${minutes(context.ttl)}.`,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  };
}

/** Route config for @fastify/rate-limit: password resets one client address may ask for an hour. */
export function resetsPerAddress(perHour: number) {
  return {
    max: perHour,
    timeWindow: 60 * 60_000,
    errorResponseBuilder: (_request: FastifyRequest, context: Exceeded) =>
      new TooManyRequestsError(
        `Too many password resets asked for from your network. Please try again in ${minutes(context.ttl)}.`,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  };
}
