import { isDeepStrictEqual } from 'node:util';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;

/**
 * How answers become JSON. In development and tests every answer is checked against its response
 * schema, and one that carries a field the schema does not name (which the check would silently
 * drop) is an error, so the tests hold each route to sending exactly its schema. Production, where
 * that holds, sends the answer as it is: the check took about a tenth of the time of a long list
 * such as the dashboard's matches.
 */
export function serializerCompilerFor(env: Config['env']): SerializerCompiler {
  if (env === 'production') return () => (data: unknown) => JSON.stringify(data);
  const checked = createSerializerCompiler({});
  return (route) => {
    const serialize = checked(route);
    return (data: unknown) => {
      const json = serialize(data);
      if (data !== undefined && !isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(data)))) {
        throw new Error(`The answer of ${route.method} ${route.url} carries fields or values its response schema does not name`);
      }
      return json;
    };
  };
}
