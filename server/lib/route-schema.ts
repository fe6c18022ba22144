import type { RouteShorthandOptions } from 'fastify';
import type { ZodType } from 'zod';

/** What a route declares besides its feature's common parts: its request schemas and its answers. */
type RouteParts = {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  headers?: ZodType;
  response: Record<number, ZodType>;
  /** Headers an answer carries, by status: each name with what it says (the OpenAPI document lists them). */
  answerHeaders?: Record<number, Record<string, string>>;
};

/** Where a route's answer headers wait for the OpenAPI document (server/plugins/openapi.ts moves them into its answers). */
export const ANSWER_HEADERS = 'x-answer-headers';

type FeatureParts<Errors extends Record<number, ZodType>> = {
  /** The OpenAPI tags of the feature's routes. */
  tags: string[];
  /** The routes ask for a bearer token (named in the OpenAPI document). */
  bearer?: boolean;
  /** The refusals every route of the feature may answer ({detail}). */
  errors: Errors;
};

/**
 * The schema of a feature's routes, written once: each route names its summary, request schemas
 * and successful answers, and gets the feature's tags, security and refusals.
 * `server.get('/', route('Your notifications', { querystring, response: { 200: list } }), handler)`.
 */
export function routeSchemas<Errors extends Record<number, ZodType>>({ tags, bearer = false, errors }: FeatureParts<Errors>) {
  const security = bearer ? [{ bearer: [] }] : undefined;
  return <Parts extends RouteParts>(
    summary: string,
    { response, answerHeaders, ...parts }: Parts,
    extra: { config?: object } & Pick<RouteShorthandOptions, 'onRequest' | 'preParsing' | 'onResponse'> = {},
  ) => ({
    ...extra,
    schema: {
      tags,
      summary,
      ...(security && { security }),
      ...(answerHeaders && { [ANSWER_HEADERS]: answerHeaders }),
      ...(parts as Omit<Parts, 'response' | 'answerHeaders'>),
      response: { ...response, ...errors } as Parts['response'] & Errors,
    },
  });
}
