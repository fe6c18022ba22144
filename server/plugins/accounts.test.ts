import { describe, expect, it } from 'vitest';
import { ACCOUNT_TTL_MS, AccountCache, MAX_REMEMBERED_ACCOUNTS, type Account } from './accounts.ts';

const active = (id: string): Account => ({ id, isActive: true, isAdmin: false, sessionVersion: 0 });

/** A cache over a table of accounts that counts its reads, on a clock the test moves. */
function cacheOver(table: Map<string, Account>) {
  // A reading as a real clock gives (lru-cache takes a start time of 0 for none).
  const clock = { now: 1_700_000_000_000 };
  let reads = 0;
  const cache = new AccountCache(
    async (id) => {
      reads += 1;
      return table.get(id);
    },
    () => clock.now,
  );
  return { cache, clock, reads: () => reads };
}

describe('AccountCache', () => {
  it('reads every time while announcements cannot be heard', async () => {
    const { cache, reads } = cacheOver(new Map([['a', active('a')]]));
    await cache.get('a');
    await cache.get('a');
    expect(reads()).toBe(2);
  });

  it('remembers an account, and a missing one, until it is forgotten or its time is up', async () => {
    const table = new Map([['a', active('a')]]);
    const { cache, clock, reads } = cacheOver(table);
    cache.setHearing(true);
    expect(await cache.get('a')).toEqual(active('a'));
    expect(await cache.get('gone')).toBeNull();
    await cache.get('a');
    await cache.get('gone');
    expect(reads()).toBe(2);

    table.set('a', { ...active('a'), isActive: false });
    cache.forget('a');
    expect(await cache.get('a')).toMatchObject({ isActive: false });
    expect(reads()).toBe(3);

    table.set('gone', active('gone'));
    clock.now += ACCOUNT_TTL_MS + 1;
    expect(await cache.get('gone')).toEqual(active('gone'));
  });

  it('does not remember a read that a forgetting overtook', async () => {
    const table = new Map([['a', active('a')]]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cache = new AccountCache(async (id) => {
      const before = table.get(id);
      await gate;
      return before;
    });
    cache.setHearing(true);
    const stale = cache.get('a');
    table.set('a', { ...active('a'), isActive: false });
    cache.forget('a');
    release();
    expect(await stale).toMatchObject({ isActive: true });
    // The read that began before the change is not kept: the next request reads again.
    expect(await cache.get('a')).toMatchObject({ isActive: false });
  });

  it('forgets everything when the announcements may have been missed', async () => {
    const { cache, reads } = cacheOver(new Map([['a', active('a')]]));
    cache.setHearing(true);
    await cache.get('a');
    cache.setHearing(false);
    await cache.get('a');
    await cache.get('a');
    expect(reads()).toBe(3);
  });

  it(`keeps at most ${MAX_REMEMBERED_ACCOUNTS} accounts, letting the oldest go`, async () => {
    const { cache, reads } = cacheOver(new Map());
    cache.setHearing(true);
    for (let index = 0; index <= MAX_REMEMBERED_ACCOUNTS; index += 1) await cache.get(`id-${index}`);
    expect(reads()).toBe(MAX_REMEMBERED_ACCOUNTS + 1);
    await cache.get(`id-${MAX_REMEMBERED_ACCOUNTS}`);
    await cache.get('id-1');
    expect(reads()).toBe(MAX_REMEMBERED_ACCOUNTS + 1);
    await cache.get('id-0');
    expect(reads()).toBe(MAX_REMEMBERED_ACCOUNTS + 2);
  });
});
