import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoFileParams } from '#contract/logos/schema.ts';
import { errorAnswers } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { readLogo } from './service.ts';

/** A year: the address holds the hash of the bytes, so what it shows never changes. */
const CACHED_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * An SVG opened on its own is a document: with no scripts, no requests and a sandbox, one could do
 * nothing even if it carried script (the marks stored here are drawn by the server and carry none).
 */
const INERT_IMAGE = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** App logos, served from this origin so nothing is hot-linked: anyone may load them. */
export const logoRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.get(
    '/logos/:file',
    {
      schema: {
        tags: ['apps'],
        summary: "An app's logo (the image's bytes: SVG or WebP), addressed by the hash of its content",
        params: logoFileParams,
        response: errorAnswers(404, 422),
      },
    },
    async (request, reply) => {
      const logo = await readLogo(db, request.params.file);
      // Bytes, not JSON: the answer schemas describe only the refusals.
      return reply
        .type(logo.contentType)
        .header('cache-control', CACHED_FOR_A_YEAR)
        .header('content-security-policy', INERT_IMAGE)
        .send(logo.content as never);
    },
  );
};
