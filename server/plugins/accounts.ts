import { createChannelListener, type ChannelListener } from '../db/channel-listener.ts';
import type { Database } from '../db/client.ts';

/** What every authenticated request needs to know of its caller's account. */
export type Account = { id: string; isActive: boolean; isAdmin: boolean };

/** Announced by migration 0008's triggers with the account's id when it is deactivated, reactivated, made or unmade an administrator, or deleted. */
export const ACCOUNT_CHANNEL = 'account_events';

/** How long an account is remembered; a safety net only, as a change is heard at once. */
export const ACCOUNT_TTL_MS = 10_000;
/** Accounts remembered at once; the oldest goes first beyond this. */
export const MAX_REMEMBERED_ACCOUNTS = 50_000;

type Remembered = { account: Account | null; expiresAt: number };

/**
 * The accounts of recent callers, so an authenticated request need not read its caller's account
 * before its own work: that read was a third of the round trips to the database of a typical
 * request. An account is forgotten as soon as any process announces a change to who may sign in
 * (the database's trigger does, whatever wrote it), and this process forgets one at once when it
 * made the change itself. Nothing is remembered while the announcements cannot be heard (before
 * the listener starts, and from a lost connection until it is back), so a change is never missed.
 */
export class AccountCache {
  private readonly remembered = new Map<string, Remembered>();
  /** Moves on every forgetting, so a read that started before one is not remembered after it. */
  private generation = 0;
  private hearing = false;

  constructor(
    private readonly read: (id: string) => Promise<Account | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The account, remembered or read; null when it no longer exists. */
  async get(id: string): Promise<Account | null> {
    const hit = this.remembered.get(id);
    if (hit && hit.expiresAt > this.now()) return hit.account;
    const generation = this.generation;
    const account = (await this.read(id)) ?? null;
    if (this.hearing && generation === this.generation) this.remember(id, account);
    return account;
  }

  forget(id: string): void {
    this.generation += 1;
    this.remembered.delete(id);
  }

  /** Announcements are heard from now on (true), or may be missed (false: everything is forgotten). */
  setHearing(hearing: boolean): void {
    this.generation += 1;
    this.remembered.clear();
    this.hearing = hearing;
  }

  private remember(id: string, account: Account | null): void {
    this.remembered.delete(id);
    if (this.remembered.size >= MAX_REMEMBERED_ACCOUNTS) {
      const oldest = this.remembered.keys().next().value;
      if (oldest !== undefined) this.remembered.delete(oldest);
    }
    this.remembered.set(id, { account, expiresAt: this.now() + ACCOUNT_TTL_MS });
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
