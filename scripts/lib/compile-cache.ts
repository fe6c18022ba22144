import { fileURLToPath } from 'node:url';

/**
 * Node's compile cache for every process a test run starts (test workers, server processes, the
 * scripts they run): each keeps V8's compiled code of the modules it loads on disk, so the next
 * process loading the same modules skips compiling them (and, for TypeScript, stripping the types).
 * A server process on a migrated data directory took 2.6 user CPU-s to start without it and 2.0 with
 * it; the whole Vitest run, about 13 CPU-s less (docs/decisions/tests.md). Set before the runner
 * starts any process; a cache already named (NODE_COMPILE_CACHE) is kept.
 */
export function shareCompileCache(): void {
  process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('../../node_modules/.cache/node-compile-cache', import.meta.url));
}
