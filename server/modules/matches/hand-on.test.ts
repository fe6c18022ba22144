import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimRequests, matches, notifications, referralCodes } from '#server/db/schema.ts';
import { JOB_LOCK_KEYS, JOBS, runJobOnce } from '#server/jobs.ts';
import { loadConfig } from '#server/config.ts';
import { useTestApp } from '#server/test/helper.ts';
import { codesWithUnmetDemand, handOnFreeUses } from './hand-on.ts';

const t = useTestApp();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('handing free uses to people still waiting', () => {
  it('matches a person who has waited over a minute to a code with a use free, and leaves newer requests alone', async () => {
    const app = await t.createApp();
    const [owner, waitedLong, justAsked] = [await t.createUser(), await t.createUser(), await t.createUser()];
    // A use freed while nobody handed it on: a code with room, and people waiting for the app.
    const code = await t.createCode(owner.id, app.id, { maxUses: 1 });
    await t.db.insert(claimRequests).values([
      { userId: waitedLong.id, appId: app.id, createdAt: minutesAgo(3) },
      { userId: justAsked.id, appId: app.id, createdAt: new Date() },
    ]);

    expect(await handOnFreeUses(t.db)).toBe(1);
    const [match] = await t.db.select().from(matches).where(eq(matches.appId, app.id));
    expect(match).toMatchObject({ refereeId: waitedLong.id, referralCodeId: code.id, status: 'ASSIGNED' });
    const [used] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id));
    expect(used).toMatchObject({ currentUses: 1 });
    const open = await t.db
      .select()
      .from(claimRequests)
      .where(and(eq(claimRequests.appId, app.id), isNull(claimRequests.fulfilledAt)));
    expect(open.map((request) => request.userId)).toEqual([justAsked.id]);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, waitedLong.id), eq(notifications.type, 'MATCH_FOUND'))),
    ).toHaveLength(1);
    // Nothing left to hand on: a second run matches nobody.
    expect(await handOnFreeUses(t.db)).toBe(0);
  });

  it("offers nothing for a closed app, a full code, an inactive owner or the waiting person's own code", async () => {
    const closed = await t.createApp({ isActive: false });
    const open = await t.createApp();
    const [owner, inactiveOwner, waiting] = [await t.createUser(), await t.createUser({ isActive: false }), await t.createUser()];
    await t.createCode(owner.id, closed.id);
    await t.createCode(owner.id, open.id, { maxUses: 1, currentUses: 1, status: 'USED' });
    await t.createCode(inactiveOwner.id, open.id);
    await t.createCode(waiting.id, open.id);
    await t.db.insert(claimRequests).values([
      { userId: waiting.id, appId: closed.id, createdAt: minutesAgo(5) },
      { userId: waiting.id, appId: open.id, createdAt: minutesAgo(5) },
    ]);
    expect(await codesWithUnmetDemand(t.db, 50)).toEqual([]);
  });

  it('runs as a housekeeping job under its own lock', async () => {
    const job = JOBS.find((candidate) => candidate.lockKey === JOB_LOCK_KEYS.handOnFreeUses)!;
    const app = await t.createApp();
    const [owner, waiting] = [await t.createUser(), await t.createUser()];
    await t.createCode(owner.id, app.id);
    await t.db.insert(claimRequests).values({ userId: waiting.id, appId: app.id, createdAt: minutesAgo(2) });
    const outcome = await runJobOnce(t.db, loadConfig({ NODE_ENV: 'test' }), job);
    expect(outcome).toEqual({ ran: true, changed: 1 });
    expect(await t.db.select().from(matches).where(eq(matches.refereeId, waiting.id))).toHaveLength(1);
  });
});
