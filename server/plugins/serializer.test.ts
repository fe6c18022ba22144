import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompilerFor } from './serializer.ts';

const route = { schema: z.object({ id: z.string(), count: z.number().int() }), method: 'GET', url: '/things/:id', httpStatus: '200' };

describe('answers as JSON', () => {
  it('in development and tests, sends an answer that is exactly its schema', () => {
    const serialize = serializerCompilerFor('test')(route);
    expect(serialize({ id: 'a', count: 1 })).toBe('{"id":"a","count":1}');
  });

  it('in development and tests, refuses an answer with a field its schema does not name, or a wrong value', () => {
    const serialize = serializerCompilerFor('development')(route);
    expect(() => serialize({ id: 'a', count: 1, passwordHash: 'x' })).toThrow(
      'The answer of GET /things/:id carries fields or values its response schema does not name',
    );
    expect(() => serialize({ id: 'a', count: 1.5 })).toThrow();
  });

  it('in production, sends the answer as it is', () => {
    const serialize = serializerCompilerFor('production')(route);
    expect(serialize({ count: 1, id: 'a' })).toBe('{"count":1,"id":"a"}');
  });
});
