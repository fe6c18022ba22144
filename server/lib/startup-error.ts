/**
 * A reason the process cannot start (or a command cannot run), in one sentence for the person who
 * started it: printed alone, without a stack trace, before exiting non-zero.
 */
export class StartupError extends Error {}

/** Prints a StartupError's sentence and exits 1; anything else is rethrown as the bug it is. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
