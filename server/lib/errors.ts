/** Errors a service throws; the error handler turns each into `{detail}` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue') {
    super(401, message);
  }
}

export class PaymentRequiredError extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class NotAcceptableError extends HttpError {
  constructor(message: string) {
    super(406, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}

export class UnprocessableError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** PostgreSQL's unique_violation, for turning a lost race on a unique index into a 409. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23505' && (constraint === undefined || cause.constraint === constraint);
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current as { code?: string; constraint?: string };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Network failures of the connection to the database: it is away for a moment, not a fault in the request. */
const LOST_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
const LOST_CONNECTION_MESSAGES = /^Connection terminated|^Client has encountered a connection error|timeout exceeded when trying to connect/;

/**
 * Whether an error says the database cannot be reached right now: the connection refused, reset or
 * ended, or PostgreSQL shutting down or not yet accepting connections (SQLSTATE classes 08 and
 * 57P01-57P03). Such a request is answered 503, so a load balancer and a client try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CONNECTION_CODES.has(code) || /^08|^57P0[123]$/.test(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
