import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the time of a run went, from Linux's scheduler statistics: how long the app's threads and
 * the run's PostgreSQL backends ran on a CPU, and how long they were ready to run but waited for
 * one (other work on the machine, or each other). Null off Linux.
 */
export type RunQueue = {
  appCpuMs: number;
  appWaitMs: number;
  databaseCpuMs: number;
  databaseWaitMs: number;
  /** Share of the machine's CPU time that was busy, whoever used it. */
  machineBusy: number;
  loadAverage: number[];
};

type Ticks = { cpuNs: number; waitNs: number };

/** /proc/<pid>/task/<tid>/schedstat: time on a CPU, time waiting for one (ns), timeslices; summed over the threads. */
function ticksOf(pid: number): Ticks {
  const total = { cpuNs: 0, waitNs: 0 };
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const [cpu, wait] = fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ').map(Number);
      total.cpuNs += cpu ?? 0;
      total.waitNs += wait ?? 0;
    }
  } catch {
    // The process ended: what it ran is no longer counted.
  }
  return total;
}

/** The PostgreSQL backends serving one database, by their process title ("postgres: … user database host …"). */
export function backendsOf(databaseName: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ').includes(databaseName)) pids.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

function machineTicks(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** Starts counting; the answer stops and tells. `app` and `database` name the processes to follow. */
export function startRunQueue(app: number, database: () => number[]): (() => RunQueue) | null {
  if (!fs.existsSync(`/proc/${app}/task`)) return null;
  const backendsAtStart = new Map(database().map((pid) => [pid, ticksOf(pid)]));
  const appAtStart = ticksOf(app);
  const machineAtStart = machineTicks();
  return () => {
    const appNow = ticksOf(app);
    let databaseCpuNs = 0;
    let databaseWaitNs = 0;
    for (const pid of new Set([...backendsAtStart.keys(), ...database()])) {
      const now = ticksOf(pid);
      const before = backendsAtStart.get(pid) ?? { cpuNs: 0, waitNs: 0 };
      databaseCpuNs += Math.max(0, now.cpuNs - before.cpuNs);
      databaseWaitNs += Math.max(0, now.waitNs - before.waitNs);
    }
    const machine = machineTicks();
    const ms = (ns: number) => Math.round(ns / 1e6);
    return {
      appCpuMs: ms(appNow.cpuNs - appAtStart.cpuNs),
      appWaitMs: ms(appNow.waitNs - appAtStart.waitNs),
      databaseCpuMs: ms(databaseCpuNs),
      databaseWaitMs: ms(databaseWaitNs),
      machineBusy: Math.round(((machine.busy - machineAtStart.busy) / Math.max(1, machine.total - machineAtStart.total)) * 100) / 100,
      loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    };
  };
}

/** CPU time and waits for a CPU per request, over a run of `requests`. */
export type PerRequest = { appCpuMs: number; appWaitMs: number; databaseCpuMs: number; databaseWaitMs: number };

export function perRequestOf(runQueue: RunQueue, requests: number): PerRequest {
  const each = (ms: number) => Math.round((ms / requests) * 100) / 100;
  return {
    appCpuMs: each(runQueue.appCpuMs),
    appWaitMs: each(runQueue.appWaitMs),
    databaseCpuMs: each(runQueue.databaseCpuMs),
    databaseWaitMs: each(runQueue.databaseWaitMs),
  };
}

/** The processes a run follows: the app's, and the database backends serving it (none for the embedded database). */
export type Followed = { app: number; database: () => number[] };
