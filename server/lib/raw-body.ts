import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnsupportedMediaTypeError } from './errors.ts';

type Scope = Pick<FastifyInstance, 'addContentTypeParser' | 'setErrorHandler'>;

/**
 * Lets this scope's routes take a file's own bytes as their body, whatever type it is sent as (the
 * service reads the bytes), up to maxBytes; a larger body is refused with 413 and `tooLarge`. A JSON
 * body is still parsed as JSON, so rawBodyOf can tell it apart.
 */
export function acceptRawBodies(scope: Scope, maxBytes: number, tooLarge: string): void {
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
  scope.setErrorHandler((error, _request, reply) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ detail: tooLarge });
    throw error;
  });
}

/** The file a route was sent; 415 with `refusal` when the body was JSON, or there was none. */
export function rawBodyOf(request: Pick<FastifyRequest, 'body'>, refusal: string): Buffer {
  if (!Buffer.isBuffer(request.body)) throw new UnsupportedMediaTypeError(refusal);
  return request.body;
}
