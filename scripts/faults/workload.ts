import { EventEmitter } from 'node:events';
import { call, type Answer } from '../lib/app-process.ts';
import type { AcknowledgedMatch } from './invariants.ts';
import type { Change } from './watchers.ts';

/** A small seeded generator (mulberry32): a failing run's seed draws the same choices again (their timing still varies). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Person = { id: string; token: string };
/** One of the app processes, reached by its base URL whether it is up or not, as a load balancer would try it. */
export type Target = { name: string; api: () => string };

/** Every call sent, with when and where, so failures can be told apart from the planned kill; `detail` holds the answer of an unusual one. */
export type Sent = { target: string; what: string; status: number | null; sentAt: number; answeredAt: number; detail?: unknown; servedBy?: string };

/** How a call is made: straight to a process, or through a load balancer that says which process answered (`servedBy`). */
export type Caller = <T>(api: string, method: string, path: string, options: { token: string; body?: unknown }) => Promise<Answer<T> & { servedBy?: string }>;

type ClaimAnswer = { match_id: string; status: string; code: string };
type MatchAnswer = { id: string; app_id: string; status: string; referrer_confirmed_receipt: boolean; referee_confirmed_receipt: boolean };

type MatchState = { id: string; appId: string; status: string; referrerConfirmed: boolean; refereeConfirmed: boolean };

/** Drives claims and lifecycle moves through both processes and records each acknowledged result. */
export class Workload {
  readonly sent: Sent[] = [];
  readonly acknowledged: AcknowledgedMatch[] = [];
  /** Says 'recorded' after each answer and each acknowledged result is added to the lists above. */
  readonly changes = new EventEmitter();
  /** What a wait on the lists above listens to (watchers.ts `until`). */
  readonly recorded: Change = [this.changes, 'recorded'];
  private readonly next: () => number;

  private readonly targets: Target[];
  private readonly appIds: string[];
  private readonly caller: Caller;

  constructor(targets: Target[], appIds: string[], seed: number, caller: Caller = call) {
    this.targets = targets;
    this.appIds = appIds;
    this.caller = caller;
    this.next = random(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  private async send<T>(target: Target, what: string, method: string, path: string, options: { token: string; body?: unknown }): Promise<Answer<T>> {
    const sentAt = Date.now();
    const answer = await this.caller<T>(target.api(), method, path, options);
    const failed = answer.status === null || ![200, 201, 409].includes(answer.status);
    this.sent.push({
      target: target.name,
      what,
      status: answer.status,
      sentAt,
      answeredAt: Date.now(),
      ...(failed ? { detail: answer.body } : {}),
      ...(answer.servedBy ? { servedBy: answer.servedBy } : {}),
    });
    this.changes.emit('recorded');
    // A process that is down refuses at once: pause rather than spin while it restarts.
    if (answer.status === null) await new Promise((resolve) => setTimeout(resolve, 100));
    return answer;
  }

  private acknowledge(
    by: string,
    match: { id: string; status: string; referrer_confirmed_receipt?: boolean; referee_confirmed_receipt?: boolean },
    extra: Partial<AcknowledgedMatch> = {},
  ): void {
    this.acknowledged.push({
      id: match.id,
      status: match.status,
      ...(match.referrer_confirmed_receipt ? { referrerConfirmed: true } : {}),
      ...(match.referee_confirmed_receipt ? { refereeConfirmed: true } : {}),
      ...extra,
      by,
    });
    this.changes.emit('recorded');
  }

  private async claim(referee: Person, target: Target, appId: string): Promise<void> {
    const answer = await this.send<ClaimAnswer>(target, 'claim by app', 'POST', '/matches/claim', { token: referee.token, body: { app_id: appId } });
    if (answer.status === 201) {
      this.acknowledge('claim by app', { id: answer.body.match_id, status: answer.body.status }, { refereeId: referee.id, appId, code: answer.body.code });
    }
  }

  private async claimChosen(referee: Person, target: Target): Promise<void> {
    const available = await this.send<{ id: string; app_id: string }[]>(target, 'available codes', 'GET', '/referral-codes/available', {
      token: referee.token,
    });
    // Only the workload's apps: codes on others belong to whatever else the test is doing.
    const offered = available.status === 200 ? available.body.filter((code) => this.appIds.includes(code.app_id)) : [];
    if (offered.length === 0) return;
    const code = this.pick(offered);
    const answer = await this.send<ClaimAnswer>(target, 'claim a chosen code', 'POST', `/referral-codes/claim/${code.id}`, { token: referee.token });
    if (answer.status === 201) {
      this.acknowledge(
        'claim a chosen code',
        { id: answer.body.match_id, status: answer.body.status },
        { refereeId: referee.id, appId: code.app_id, code: answer.body.code },
      );
    }
  }

  private async myMatches(person: Person, role: 'referee' | 'referrer', target: Target): Promise<MatchState[]> {
    const answer = await this.send<MatchAnswer[]>(target, `matches as ${role}`, 'GET', `/matches/mine?role=${role}`, { token: person.token });
    if (answer.status !== 200) return [];
    return answer.body.map((match) => ({
      id: match.id,
      appId: match.app_id,
      status: match.status,
      referrerConfirmed: match.referrer_confirmed_receipt,
      refereeConfirmed: match.referee_confirmed_receipt,
    }));
  }

  private async move(person: Person, target: Target, action: 'mark-complete' | 'cancel' | 'confirm-receipt', matchId: string): Promise<void> {
    const answer = await this.send<MatchAnswer>(target, action, 'POST', `/matches/${matchId}/${action}`, {
      token: person.token,
      ...(action === 'confirm-receipt' ? { body: {} } : {}),
    });
    if (answer.status === 200) this.acknowledge(action, answer.body);
  }

  /** One step of a referee: claim (sometimes the same claim through both processes at once), or move one of their matches on. */
  /** Every referee and referrer acting at once, step after step, until `stop` is called (which waits for their last steps). */
  start(referees: readonly Person[], referrers: readonly Person[]): { stop: () => Promise<void> } {
    let stopping = false;
    const workers = [
      ...referees.map(async (referee) => {
        while (!stopping) await this.refereeStep(referee);
      }),
      ...referrers.map(async (referrer) => {
        while (!stopping) await this.referrerStep(referrer);
      }),
    ];
    return {
      stop: async () => {
        stopping = true;
        await Promise.all(workers);
      },
    };
  }

  async refereeStep(referee: Person): Promise<void> {
    const roll = this.next();
    if (roll < 0.3) {
      const appId = this.pick(this.appIds);
      if (this.next() < 0.35) await Promise.all(this.targets.map((target) => this.claim(referee, target, appId)));
      else await this.claim(referee, this.pick(this.targets), appId);
      return;
    }
    if (roll < 0.45) return this.claimChosen(referee, this.pick(this.targets));
    const matches = await this.myMatches(referee, 'referee', this.pick(this.targets));
    const assigned = matches.filter((match) => match.status === 'ASSIGNED');
    const done = matches.filter((match) => match.status === 'USER_MARKED_DONE' && !match.refereeConfirmed);
    const target = this.pick(this.targets);
    if (assigned.length > 0 && (done.length === 0 || this.next() < 0.6)) {
      return this.move(referee, target, this.next() < 0.55 ? 'mark-complete' : 'cancel', this.pick(assigned).id);
    }
    if (done.length > 0) return this.move(referee, target, 'confirm-receipt', this.pick(done).id);
  }

  /** One step of a referrer: confirm receipt on a match their referee has marked complete. */
  async referrerStep(referrer: Person): Promise<void> {
    const matches = await this.myMatches(referrer, 'referrer', this.pick(this.targets));
    const done = matches.filter((match) => match.status === 'USER_MARKED_DONE' && !match.referrerConfirmed);
    if (done.length > 0) await this.move(referrer, this.pick(this.targets), 'confirm-receipt', this.pick(done).id);
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
