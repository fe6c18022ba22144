import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { BadRequestError, UnsupportedMediaTypeError } from './errors.ts';

type Scope = Pick<FastifyInstance, 'addContentTypeParser' | 'setErrorHandler'>;

/** The refusal of an upload with no bytes (sharp cannot open an empty buffer). */
export const EMPTY_FILE = 'The file is empty: attach an image';

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

const uuid = z.uuid();

/**
 * Route options for an upload to the object the address's `:id` names: `mayUpload` decides whether
 * this caller may send a file there before a byte of the body is read (a preParsing hook, after
 * authentication), so an upload to a report or app that does not exist or is not the caller's is
 * refused at once, costing nothing. An id that is no UUID is left to the route's validation.
 */
export function decidedBeforeTheBody(mayUpload: (request: FastifyRequest, id: string) => Promise<void>): Pick<RouteShorthandOptions, 'preParsing'> {
  return {
    preParsing: async (request, _reply, payload) => {
      const { id } = request.params as { id?: unknown };
      if (uuid.safeParse(id).success) await mayUpload(request, id as string);
      return payload;
    },
  };
}

/** The file a route was sent; 415 with `refusal` when the body was JSON, or there was none; 400 when it is empty. */
export function rawBodyOf(request: Pick<FastifyRequest, 'body'>, refusal: string): Buffer {
  if (!Buffer.isBuffer(request.body)) throw new UnsupportedMediaTypeError(refusal);
  if (request.body.length === 0) throw new BadRequestError(EMPTY_FILE);
  return request.body;
}
