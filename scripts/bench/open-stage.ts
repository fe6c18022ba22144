import http from 'node:http';
import { summarise, round, type EndpointLatency } from './latency.ts';
import { endpointShares, requestsPerVisit, visitAt, type MixRequest, type Visit } from './mix.ts';
import { poissonTimes, realClock, runSchedule, type Arrival } from './open-loop.ts';
import { perRequestOf, startRunQueue, type Followed, type PerRequest, type RunQueue } from './run-queue.ts';

export type OpenLoopSettings = {
  /** Requests a second to plan for (visits arrive at this over the mix's requests per visit). */
  requestsPerSecond: number;
  /** Where that rate came from: half the mix's saturation measured in this run, or the command line. */
  rateSource: 'half the measured saturation' | '--open-rate';
  /** The mix's requests a second at saturation, measured by `mixSaturation` in this run (null when not measured). */
  saturationPerSecond: number | null;
  /** The same worked out from each endpoint's closed-loop figure alone (null when one is missing). */
  estimatedSaturationPerSecond: number | null;
  seconds: number;
  maxInFlight: number;
  /** The app's process, and the database backends serving it, whose CPU time and waits are counted. */
  processes: Followed;
  /** One member asking for `request` back to back on `connections` connections for the whole mix (`--looping-member`). */
  loopingMember?: { connections: number; request: MixRequest } | null;
};

/** How the looping member was answered over the measured run. */
type LoopingMemberResult = { connections: number; endpoint: string; perSecond: number; statuses: Record<string, number> };

export type OpenLoopResult = {
  seconds: number;
  mix: { visit: string; perHundred: number; requests: number }[];
  requestsPerVisit: number;
  rate: {
    source: OpenLoopSettings['rateSource'];
    saturationPerSecond: number | null;
    estimatedSaturationPerSecond: number | null;
    requestedPerSecond: number;
    /** Requests the drawn arrivals held (a Poisson draw lands near the requested rate, not on it). */
    plannedPerSecond: number;
    sentPerSecond: number;
    /** 2xx answers a second: the rate the app held. */
    answeredPerSecond: number;
  };
  maxInFlight: number;
  peakInFlight: number;
  /** Visits started more than `lateAfterMs` after their planned time (this process falling behind), and the largest delay. */
  late: number;
  lateAfterMs: number;
  maxStartDelayMs: number;
  dropped: number;
  errors: number;
  non2xx: number;
  endpoints: EndpointLatency[];
  /** Over the measured run: CPU time and waits for a CPU of the app and the database, per request sent. */
  perRequest: PerRequest | null;
  runQueue: RunQueue | null;
  loopingMember: LoopingMemberResult | null;
};

const LATE_AFTER_MS = 10;
const TIMEOUT_MS = 10_000;

function sender(url: string, maxInFlight: number): { send: (request: MixRequest) => Promise<number>; close: () => void } {
  const { hostname, port } = new URL(url);
  // As many sockets as requests may be in flight: no request waits for a socket unseen.
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const send = ({ method, path, headers, body }: MixRequest) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        { hostname, port, method, path, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.on('error', reject);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.resume();
        },
      );
      request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * The mix's own saturation: visitors back to back (a visit's requests at once, the next visit when
 * they are all answered), as many as keep about `inFlight` requests out, for `seconds` after a
 * warm-up of a quarter of that. Answers with 2xx a second. The mix costs more a request than its
 * endpoints do alone (the bell's two requests arrive together and queue), so this, not the
 * closed loop's figures, is the rate the open loop halves.
 */
export async function mixSaturation(url: string, visits: Visit[], { seconds, inFlight }: { seconds: number; inFlight: number }): Promise<number> {
  const visitors = Math.max(1, Math.round(inFlight / requestsPerVisit(visits)));
  const { send, close } = sender(url, visitors * Math.max(...visits.map((visit) => visit.endpoints.length)));
  const countFrom = performance.now() + Math.max(0.5, seconds / 4) * 1000;
  const end = countFrom + seconds * 1000;
  let answered = 0;
  const visitor = async () => {
    while (performance.now() < end) {
      const statuses = await Promise.all(
        visitAt(visits, Math.random())
          .requests()
          .map((request) => send(request).catch(() => 0)),
      );
      const at = performance.now();
      if (at >= countFrom && at <= end) answered += statuses.filter((status) => status >= 200 && status < 300).length;
    }
  };
  try {
    await Promise.all(Array.from({ length: visitors }, visitor));
    return answered / seconds;
  } finally {
    close();
  }
}

function plan(visits: Visit[], visitsPerSecond: number, seconds: number): Arrival<MixRequest>[] {
  return poissonTimes(visitsPerSecond, seconds).map((at) => ({ at, requests: visitAt(visits, Math.random()).requests() }));
}

/**
 * One member asking for the same read back to back on `connections` connections of their own
 * until stopped; counts the answers' statuses while `counting` says so.
 */
function startLooping(url: string, { connections, request }: { connections: number; request: MixRequest }) {
  const { send, close } = sender(url, connections);
  const statuses: Record<string, number> = {};
  let counting = false;
  let stopping = false;
  let countedFrom = 0;
  const loop = async () => {
    while (!stopping) {
      const status = await send(request).catch(() => 0);
      if (counting) statuses[status === 0 ? 'error' : String(status)] = (statuses[status === 0 ? 'error' : String(status)] ?? 0) + 1;
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    count: () => {
      counting = true;
      countedFrom = performance.now();
    },
    stop: async (): Promise<LoopingMemberResult> => {
      counting = false;
      const seconds = (performance.now() - countedFrom) / 1000;
      stopping = true;
      await Promise.all(loops);
      close();
      const answered = Object.values(statuses).reduce((total, times) => total + times, 0);
      return { connections, endpoint: request.endpoint, perSecond: round(answered / seconds, 1), statuses };
    },
  };
}

/**
 * Visits arrive at random (a Poisson process) at the rate asked for, each starting its requests at
 * once, for a warm-up of a quarter of the run (half a second to three) and then the measured run.
 * With a looping member, they loop from the warm-up's start to the run's end.
 */
export async function driveOpenLoop(url: string, visits: Visit[], settings: OpenLoopSettings): Promise<OpenLoopResult> {
  const perVisit = requestsPerVisit(visits);
  const visitsPerSecond = settings.requestsPerSecond / perVisit;
  const { send, close } = sender(url, settings.maxInFlight);
  const schedule = { clock: realClock, send, maxInFlight: settings.maxInFlight, lateAfterMs: LATE_AFTER_MS, drainMs: TIMEOUT_MS };
  const looping = settings.loopingMember ? startLooping(url, settings.loopingMember) : null;
  try {
    await runSchedule(plan(visits, visitsPerSecond, Math.min(3, Math.max(0.5, settings.seconds / 4))), schedule);
    const arrivals = plan(visits, visitsPerSecond, settings.seconds);
    const stopCounting = startRunQueue(settings.processes.app, settings.processes.database);
    looping?.count();
    const result = await runSchedule(arrivals, schedule);
    const loopingMember = (await looping?.stop()) ?? null;
    const runQueue = stopCounting?.() ?? null;
    const order = [...endpointShares(visits).keys()];
    const endpoints = summarise(result.outcomes.map(({ request, latencyMs, status }) => ({ endpoint: request.endpoint, latencyMs, status }))).sort(
      (a, b) => order.indexOf(a.endpoint) - order.indexOf(b.endpoint),
    );
    const planned = result.outcomes.length;
    const sum = (pick: (row: EndpointLatency) => number) => endpoints.reduce((total, row) => total + pick(row), 0);
    const dropped = sum((row) => row.dropped);
    const errors = sum((row) => row.errors);
    const non2xx = sum((row) => row.non2xx);
    const perSecond = (count: number) => round(count / settings.seconds, 1);
    return {
      seconds: settings.seconds,
      mix: visits.map((visit) => ({ visit: visit.name, perHundred: visit.perHundred, requests: visit.endpoints.length })),
      requestsPerVisit: round(perVisit),
      rate: {
        source: settings.rateSource,
        saturationPerSecond: settings.saturationPerSecond === null ? null : round(settings.saturationPerSecond, 0),
        estimatedSaturationPerSecond: settings.estimatedSaturationPerSecond === null ? null : round(settings.estimatedSaturationPerSecond, 0),
        requestedPerSecond: round(settings.requestsPerSecond, 1),
        plannedPerSecond: perSecond(planned),
        sentPerSecond: perSecond(planned - dropped),
        answeredPerSecond: perSecond(planned - dropped - errors - non2xx),
      },
      maxInFlight: settings.maxInFlight,
      peakInFlight: result.peakInFlight,
      late: result.late,
      lateAfterMs: LATE_AFTER_MS,
      maxStartDelayMs: round(result.maxStartDelayMs),
      dropped,
      errors,
      non2xx,
      endpoints,
      perRequest: runQueue && planned > dropped ? perRequestOf(runQueue, planned - dropped) : null,
      runQueue,
      loopingMember,
    };
  } finally {
    close();
    await looping?.stop();
  }
}
