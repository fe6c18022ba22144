/**
 * An open-loop schedule: each visit starts at its planned time whether or not earlier ones have
 * been answered, and each request's latency counts from that planned time, so a stall of the app
 * (or of this process) shows in the figures instead of slowing the arrivals down.
 */

/** The time in milliseconds, and a wait until a given time; the tests drive a clock of their own. */
export type Clock = { now: () => number; sleepUntil: (at: number) => Promise<void> };

export const realClock: Clock = {
  now: () => performance.now(),
  sleepUntil: (at) => {
    const wait = at - performance.now();
    return wait <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, wait));
  },
};

/** One arrival: when it is due (ms after the start) and the requests it starts at once. */
export type Arrival<R> = { at: number; requests: R[] };

/** A request's fate: its HTTP status, `error` (no answer: refused, reset, timed out), or `dropped` (not sent: the in-flight cap was reached). */
type Outcome<R> = { request: R; latencyMs: number; status: number | 'error' | 'dropped' };

export type ScheduleSettings<R> = {
  clock: Clock;
  send: (request: R) => Promise<number>;
  /** Requests in flight at most; an arrival that would pass it is dropped whole, and counted. */
  maxInFlight: number;
  /** A start this many ms after its planned time is counted late (its latency includes the delay either way). */
  lateAfterMs: number;
  /** How long after the last arrival answers are waited for; those still out then count as errors. */
  drainMs: number;
};

export type ScheduleResult<R> = {
  outcomes: Outcome<R>[];
  /** Arrivals started more than `lateAfterMs` after their planned time, and the largest delay. */
  late: number;
  maxStartDelayMs: number;
  peakInFlight: number;
};

/**
 * Evenly random arrivals (a Poisson process) at `perSecond` for `seconds`: the gaps are exponential,
 * as between people who act independently. `random` is injected so a test can fix it.
 */
export function poissonTimes(perSecond: number, seconds: number, random: () => number = Math.random): number[] {
  const times: number[] = [];
  const meanGapMs = 1000 / perSecond;
  for (let at = -Math.log(1 - random()) * meanGapMs; at < seconds * 1000; at += -Math.log(1 - random()) * meanGapMs) times.push(at);
  return times;
}

export async function runSchedule<R>(arrivals: Arrival<R>[], settings: ScheduleSettings<R>): Promise<ScheduleResult<R>> {
  const { clock, send, maxInFlight, lateAfterMs, drainMs } = settings;
  const outcomes: Outcome<R>[] = [];
  /** Requests sent and not yet answered, with their planned time; answers after the deadline are not counted. */
  const pending = new Map<Promise<void>, { request: R; due: number }>();
  let open = true;
  let peakInFlight = 0;
  let late = 0;
  let maxStartDelayMs = 0;
  const start = clock.now();

  for (const arrival of arrivals) {
    const due = start + arrival.at;
    await clock.sleepUntil(due);
    const delay = clock.now() - due;
    maxStartDelayMs = Math.max(maxStartDelayMs, delay);
    if (delay > lateAfterMs) late += 1;
    if (pending.size + arrival.requests.length > maxInFlight) {
      for (const request of arrival.requests) outcomes.push({ request, latencyMs: 0, status: 'dropped' });
      continue;
    }
    for (const request of arrival.requests) {
      const answered = (status: Outcome<R>['status']) => {
        if (!open) return;
        outcomes.push({ request, latencyMs: clock.now() - due, status });
        pending.delete(tracked);
      };
      const tracked: Promise<void> = send(request).then(answered, () => answered('error'));
      pending.set(tracked, { request, due });
    }
    peakInFlight = Math.max(peakInFlight, pending.size);
  }

  const lastDue = start + (arrivals[arrivals.length - 1]?.at ?? 0);
  await Promise.race([Promise.all(pending.keys()), clock.sleepUntil(lastDue + drainMs)]);
  open = false;
  // Whatever is still out at the deadline was not answered in time.
  for (const { request, due } of pending.values()) outcomes.push({ request, latencyMs: clock.now() - due, status: 'error' });
  return { outcomes, late, maxStartDelayMs, peakInFlight };
}
