import type { ClaimInstructions } from '#contract/matches/schema.ts';

/**
 * Instructions written by an older generator (user-side.md §4): exactly five steps, none of them
 * mentioning a qualifying spend. The card warns and offers Refresh Instructions.
 */
export function areInstructionsStale(instructions: ClaimInstructions | null): boolean {
  if (!instructions) return false;
  return instructions.steps.length === 5 && !instructions.steps.some((step) => /qualifying\s+spend/i.test(step));
}
