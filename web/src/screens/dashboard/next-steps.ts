import type { Match } from '#contract/matches/schema.ts';
import type { ReportSummary } from '#contract/reports/schema.ts';
import { matchDeadline } from '#web/features/matches/logic/match-deadline.ts';
import { matchPermissions } from '#web/features/matches/logic/match-permissions.ts';
import { canRate } from '#web/features/reviews/logic/can-rate.ts';

/**
 * One thing a match waits on the person for, most urgent kind first: the other party's report to
 * answer, a reward past its due date, a reward to confirm, a sign-up to mark complete, and last a
 * completed match to rate (what other members choose a code by).
 */
export type NextStep =
  | { kind: 'answer-report'; match: Match; report: ReportSummary }
  | { kind: 'reward-overdue'; match: Match }
  | { kind: 'confirm-reward'; match: Match }
  | { kind: 'mark-complete'; match: Match }
  | { kind: 'rate'; match: Match };

type NextStepKind = NextStep['kind'];

const URGENCY: Record<NextStepKind, number> = { 'answer-report': 0, 'reward-overdue': 1, 'confirm-reward': 2, 'mark-complete': 3, rate: 4 };

/** The date a step is due by, if it has one: the reward's due date, or the claim's expiry; a rating has none. */
function dueOf(step: NextStep): string | null {
  if (step.kind === 'rate') return null;
  return step.kind === 'mark-complete' ? step.match.claim_expires_at : step.match.reward_due_at;
}

function stepOf(match: Match, reportToAnswer: ReportSummary | undefined, now: Date): NextStep | null {
  if (reportToAnswer) return { kind: 'answer-report', match, report: reportToAnswer };
  const allowed = matchPermissions(match);
  if (allowed.confirmReceipt) return matchDeadline(match, now)?.rewardOverdue ? { kind: 'reward-overdue', match } : { kind: 'confirm-reward', match };
  if (allowed.markComplete) return { kind: 'mark-complete', match };
  if (canRate(match)) return { kind: 'rate', match };
  return null;
}

/**
 * What waits on the person, one step a match: by kind (URGENCY), then the soonest date (undated
 * last), then the oldest claim. Derived from the matches and reports the dashboard already loads.
 * A report to answer is an open one the other party made, in whose thread the person has not yet
 * written: once they have had their say it waits on the team, not on them.
 */
export function nextSteps(matches: readonly Match[], reports: readonly ReportSummary[], now: Date = new Date()): NextStep[] {
  const toAnswer = new Map(reports.filter((report) => report.status === 'OPEN' && !report.mine && !report.replied).map((report) => [report.match_id, report]));
  const steps = matches.map((match) => stepOf(match, toAnswer.get(match.id), now)).filter((step) => step !== null);
  const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));
  return steps.sort(
    (a, b) => URGENCY[a.kind] - URGENCY[b.kind] || time(dueOf(a)) - time(dueOf(b)) || Date.parse(a.match.created_at) - Date.parse(b.match.created_at),
  );
}
