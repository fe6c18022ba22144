import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ANSWER_HEADERS } from '#server/lib/route-schema.ts';

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Referral exchange API',
        description:
          'Share referral codes for UK apps and claim them. Every error answers {"detail": "..."}. A member\'s reads (their account, apps, codes, matches, notifications, reports, support requests, plan, the dashboard, offers, member pages, analytics) answer with a weak ETag; asked again with it in If-None-Match, they answer 304 with no body while nothing they show has changed.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: withAnswerHeaders,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

type Transform = typeof jsonSchemaTransform;

/** The zod schemas as JSON Schema, and the headers a route's answers carry (route-schema.ts) put on those answers. */
const withAnswerHeaders: Transform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as Record<string, unknown> & { response?: Record<string, object> };
  const headers = schema[ANSWER_HEADERS] as Record<string, Record<string, string>> | undefined;
  if (!headers) return transformed;
  delete schema[ANSWER_HEADERS];
  for (const [status, named] of Object.entries(headers)) {
    const answer = schema.response?.[status];
    if (!answer) continue;
    const described = Object.fromEntries(Object.entries(named).map(([name, description]) => [name, { type: 'string', description }]));
    schema.response![status] = { ...answer, headers: described };
  }
  return transformed;
};
