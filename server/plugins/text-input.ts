import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unstorableTextProblem } from '#contract/shared/storable-text.ts';
import { UnprocessableError } from '../lib/errors.ts';
import { inputLabel } from './errors.ts';

type Node = { value: unknown; key: string | null; parent: Node | null };

/** The first text the database cannot store, as its path ("/a/0/b") and problem; iterative, as a body may nest deeply. */
export function findUnstorableText(root: unknown): { path: string; problem: string } | null {
  const stack: Node[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      const problem = unstorableTextProblem(node.value);
      if (problem === null) continue;
      const keys: string[] = [];
      for (let at: Node | null = node; at?.key != null; at = at.parent) keys.unshift(at.key);
      return { path: keys.map((key) => `/${key}`).join(''), problem };
    }
    // A file's own bytes (an uploaded screenshot or logo) are no text: walking them byte by byte
    // cost seconds of the event loop and hundreds of megabytes for one 2 MB image.
    if (typeof node.value === 'object' && node.value !== null && !ArrayBuffer.isView(node.value)) {
      for (const [key, value] of Object.entries(node.value)) stack.push({ value, key, parent: node });
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character, and its JSON columns (the audit trail) refuse a lone
 * surrogate. A request carrying either anywhere in its address, query or body is refused with 422
 * naming the field, before validation, rather than failing at the database with a 500.
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [location, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorableText(value);
      if (found) throw new UnprocessableError(`${inputLabel(found.path, location)} ${found.problem}`);
    }
  });
}
