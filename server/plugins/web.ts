import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SERVER_RENDERER_DIR } from '#server/modules/public-pages/renderer.ts';

/**
 * Serves the built React app: hashed assets cached for a year and sent precompressed when the
 * browser accepts it, index.html always revalidated,
 * and every other non-API GET answered with index.html so the browser's router takes over.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string, { root = true }: { root?: boolean } = {}): Promise<boolean> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: webRoot,
    // Looked up per request, so a rebuild while the server runs serves its new hashed assets.
    wildcard: true,
    index: false,
    // The build writes a Brotli and a gzip copy of each script and stylesheet; a browser that
    // accepts one gets it (the landing page's JavaScript travels as about a quarter of its size).
    preCompressed: true,
    // The server's renderer of public pages is built into the same directory, for the server only.
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_RENDERER_DIR}/`),
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The root is a directory to the static handler (which would answer 403): answer the app shell,
  // unless the landing page is rendered on the server (server/modules/public-pages).
  if (root) app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  return true;
}
