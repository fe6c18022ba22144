import { EventEmitter } from 'node:events';
import { LRUCache } from 'lru-cache';
import { createChannelListener, type ChannelListener } from '../db/channel-listener.ts';
import type { Database } from '../db/client.ts';

/** What every authenticated request needs to know of its caller's account. */
export type Account = { id: string; isActive: boolean; isAdmin: boolean; sessionVersion: number };

/**
 * Announced by migration 0008's triggers (0011's for the session version) with the account's id when
 * it is deactivated, reactivated, made or unmade an administrator, has its password changed, or is deleted.
 */
const ACCOUNT_CHANNEL = 'account_events';

/** How long an account is remembered; a safety net only, as a change is heard at once. */
export const ACCOUNT_TTL_MS = 10_000;
/** Accounts remembered at once; the oldest goes first beyond this. */
export const MAX_REMEMBERED_ACCOUNTS = 50_000;

/** What is remembered of an account: itself, or that it no longer exists. */
type Remembered = { account: Account | null };

/**
 * The accounts of recent callers, so an authenticated request need not read its caller's account
 * before its own work: that read was a third of the round trips to the database of a typical
 * request. An account is forgotten as soon as any process announces a change to who may sign in
 * (the database's trigger does, whatever wrote it), and this process forgets one at once when it
 * made the change itself. Nothing is remembered while the announcements cannot be heard (before
 * the listener starts, and from a lost connection until it is back), so a change is never missed.
 */
export class AccountCache {
  private readonly remembered: LRUCache<string, Remembered>;
  /** Moves on every forgetting, so a read that started before one is not remembered after it. */
  private generation = 0;
  private hearing = false;
  /** Emits 'forgotten' with the account's id each time one is forgotten, and with null when all are. */
  readonly events = new EventEmitter();

  private readonly read: (id: string) => Promise<Account | undefined>;

  constructor(read: (id: string) => Promise<Account | undefined>, now: () => number = Date.now) {
    this.read = read;
    this.remembered = new LRUCache({ max: MAX_REMEMBERED_ACCOUNTS, ttl: ACCOUNT_TTL_MS, ttlResolution: 0, perf: { now } });
  }

  /** The account, remembered or read; null when it no longer exists. */
  async get(id: string): Promise<Account | null> {
    const hit = this.remembered.get(id);
    if (hit) return hit.account;
    const generation = this.generation;
    const account = (await this.read(id)) ?? null;
    // Our rule: a read that a forgetting overtook, or one made while announcements may be missed, is not kept.
    if (this.hearing && generation === this.generation) this.remembered.set(id, { account });
    return account;
  }

  forget(id: string): void {
    this.generation += 1;
    this.remembered.delete(id);
    this.events.emit('forgotten', id);
  }

  /**
   * Settles the next time this account is forgotten, alone or with every other (after which its next
   * request reads it afresh).
   */
  nextForgetting(id: string): Promise<void> {
    return new Promise((resolve) => {
      const heard = (forgotten: string | null) => {
        if (forgotten !== null && forgotten !== id) return;
        this.events.off('forgotten', heard);
        resolve();
      };
      this.events.on('forgotten', heard);
    });
  }

  /** Announcements are heard from now on (true), or may be missed (false: everything is forgotten). */
  setHearing(hearing: boolean): void {
    this.generation += 1;
    this.remembered.clear();
    this.hearing = hearing;
    this.events.emit('forgotten', null);
  }
}

/** Keeps the cache told of every announced account change, in this process and others. */
export function listenForAccountChanges(database: Database, cache: AccountCache, log: { warn: (message: string) => void }): ChannelListener {
  const listener = createChannelListener(database, ACCOUNT_CHANNEL, {
    onPayload: (id) => cache.forget(id),
    onLost: () => cache.setHearing(false),
    onResync: () => cache.setHearing(true),
    onError: (message) => log.warn(message),
  });
  return {
    start: async () => {
      await listener.start();
      cache.setHearing(true);
    },
    stop: async () => {
      cache.setHearing(false);
      await listener.stop();
    },
  };
}
