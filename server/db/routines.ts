import { planTotalsRoutinesSql } from '#server/modules/admin/settings/plan-totals.ts';
import { claimFunctionSql } from '#server/modules/matches/claim-function.ts';
import { codeStandingsFunctionSql } from '#server/modules/referral-codes/rotation.ts';

/**
 * Database functions whose bodies are written from the server's own rules (their SQL text builders),
 * so they cannot be fixed migrations: `migrateDatabase` creates them again after the migrations on
 * every start, and the database runs the rules the code that starts has.
 */
export function routinesSql(): string[] {
  return [claimFunctionSql(), codeStandingsFunctionSql(), ...planTotalsRoutinesSql()];
}
