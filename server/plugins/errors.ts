import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, TooManyRequestsError, isDatabaseUnavailable } from '../lib/errors.ts';

/** A request that met the database away for a moment: nothing was changed, and trying again shortly works. */
export const DATABASE_UNAVAILABLE = 'We cannot reach our database for a moment. Nothing was changed: please try again shortly.';

type Issue = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };

const LOCATION_LABEL: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

function fieldLabel(instancePath: string): string {
  const words = instancePath.split('/').filter(Boolean).join(' ').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field a path names, in words ("Referral link"), or the part of the request when it names none. */
export function inputLabel(instancePath: string, location: string): string {
  return fieldLabel(instancePath) || (LOCATION_LABEL[location] ?? 'The request');
}

/** One readable sentence per problem, naming the field in words. */
function describeIssue(issue: Issue, location: string): string {
  const label = fieldLabel(issue.instancePath);
  if (!label) {
    const where = LOCATION_LABEL[location] ?? 'The request';
    return issue.keyword === 'invalid_type' ? `${where} must be a JSON object` : `${where} is invalid: ${issue.message ?? 'invalid value'}`;
  }
  const message = issue.message ?? 'is invalid';
  if (issue.keyword === 'invalid_type' && message.startsWith('Invalid input')) {
    const received = issue.params?.['received'] ?? (issue.params && 'input' in issue.params ? typeof issue.params['input'] : undefined);
    if (received === 'undefined' || (issue.params && 'input' in issue.params && issue.params['input'] === undefined)) return `${label} is required`;
    return `${label} must be of type ${String(issue.params?.['expected'] ?? 'another type')}`;
  }
  // Messages written in the contract are whole sentences that name their field ("Email is required").
  if (!/^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(message)) return message;
  return `${label}: ${message}`;
}

function send(reply: FastifyReply, statusCode: number, detail: string) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ detail });
}

const PARSER_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON (Content-Type: application/json)'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length'],
};

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a broken
 * %-escape in the address, or a path parameter longer than any id. Without this they answer
 * Fastify's own shape, with no `detail`, echoing the whole address back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, 'The address is not valid: it has a broken %-escape');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 414, 'The address is too long');
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return send(reply, 500, `Something went wrong on our side. Please try again (reference ${request.id}).`);
}

/** What Node's HTTP parser refuses before Fastify sees a request, with the status each gets. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large: shorten the address, or clear this site’s cookies'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive: please try again'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read (headers over 16 kB, a
 * broken request line, one that arrives too slowly) is answered in the product's error shape, with
 * a `detail`, before the connection closes. Fastify's own answer has none.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'The request could not be read: it is not well-formed HTTP'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = error.validationContext ?? 'body';
      const sentences = error.validation.slice(0, 5).map((issue) => describeIssue(issue as Issue, location));
      return send(reply, 422, [...new Set(sentences)].join('; '));
    }
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, error.message);
    }
    const parser = PARSER_MESSAGES[error.code];
    if (parser) return send(reply, parser[0], parser[1]);
    if (error instanceof SyntaxError && error.statusCode === 400) return send(reply, 400, 'The request body is not valid JSON');
    if (error.validation) return send(reply, 422, error.message);
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(reply, 503, DATABASE_UNAVAILABLE);
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return send(reply, 500, `Something went wrong on our side. Please try again (reference ${request.id}).`);
  });
}
