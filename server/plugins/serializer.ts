import { isDeepStrictEqual } from 'node:util';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { JsonText } from '../lib/json-text.ts';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;

/**
 * How answers become JSON. In development and tests every answer is checked against its response
 * schema, and one that carries a field the schema does not name (which the check would silently
 * drop) is an error, so the tests hold each route to sending exactly its schema. Production, where
 * that holds, sends the answer as it is: the check took about a tenth of the time of a long list
 * such as the dashboard's matches. JSON the database wrote (JsonText) is checked the same way and
 * sent as the database wrote it.
 */
export function serializerCompilerFor(env: Config['env']): SerializerCompiler {
  if (env === 'production') return () => (data: unknown) => (data instanceof JsonText ? data.text : JSON.stringify(data));
  const checked = createSerializerCompiler({});
  return (route) => {
    const serialize = checked(route);
    return (data: unknown) => {
      const value: unknown = data instanceof JsonText ? JSON.parse(data.text) : data;
      const json = serialize(value);
      if (value !== undefined && !isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(value)))) {
        throw new Error(`The answer of ${route.method} ${route.url} carries fields or values its response schema does not name`);
      }
      return data instanceof JsonText ? data.text : json;
    };
  };
}
