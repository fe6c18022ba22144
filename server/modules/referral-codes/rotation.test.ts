import { describe, expect, it } from 'vitest';
import { systemSettings, users } from '#server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { useTestApp, type TestUser } from '#server/test/helper.ts';

const t = useTestApp();

type Mine = { id: string; app_id: string; times_matched: number; completed: number; ahead_in_rotation: number | null };

async function standing(owner: TestUser, appId: string): Promise<Mine> {
  const mine = (await t.request({ method: 'GET', url: '/api/referral-codes/mine', token: owner.token })).json<Mine[]>();
  return mine.find((code) => code.app_id === appId)!;
}

async function claim(appId: string): Promise<string> {
  const referee = await t.createUser();
  const response = await t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app_id: appId } });
  expect(response.statusCode).toBe(201);
  return response.json<{ match_id: string }>().match_id;
}

/** Three sharers' codes for one new app, shared one after another. */
async function threeSharers() {
  const app = await t.createApp({ maxUsesPerUser: null });
  const owners = [await t.createUser(), await t.createUser(), await t.createUser()];
  const codes = [];
  for (const [index, owner] of owners.entries())
    codes.push(await t.createCode(owner.id, app.id, { maxUses: 2, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }));
  return { app, owners, codes };
}

describe('the rotation each owner sees', () => {
  it('counts the codes ahead of each, and the claim hands out the one with none ahead', async () => {
    const { app, owners, codes } = await threeSharers();
    expect((await Promise.all(owners.map((owner) => standing(owner, app.id)))).map((code) => code.ahead_in_rotation)).toEqual([0, 1, 2]);

    await claim(app.id);
    // The first was handed out: it goes to the back, the others move up.
    const after = await Promise.all(owners.map((owner) => standing(owner, app.id)));
    expect(after.map((code) => [code.times_matched, code.ahead_in_rotation])).toEqual([
      [1, 2],
      [0, 0],
      [0, 1],
    ]);
    const second = await claim(app.id);
    const match = (await t.request({ method: 'GET', url: '/api/matches/mine', token: owners[1]!.token })).json<{ id: string }[]>();
    expect(match.map((row) => row.id)).toEqual([second]);
    expect(codes).toHaveLength(3);
  });

  it('orders never-matched codes by age, then matched ones by when they were last matched, ties by age', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    // Shared in this order; B and C were last matched at the same moment, D the day before.
    const shapes = [
      { name: 'B', createdAt: at(1), lastMatchedAt: at(20) },
      { name: 'C', createdAt: at(2), lastMatchedAt: at(20) },
      { name: 'D', createdAt: at(3), lastMatchedAt: at(19) },
      { name: 'E', createdAt: at(4), lastMatchedAt: null },
      { name: 'A', createdAt: at(5), lastMatchedAt: null },
    ];
    const owners = await Promise.all(shapes.map(() => t.createUser()));
    for (const [index, { createdAt, lastMatchedAt }] of shapes.entries()) await t.createCode(owners[index]!.id, app.id, { createdAt, lastMatchedAt });
    const ahead = await Promise.all(owners.map(async (owner) => (await standing(owner, app.id)).ahead_in_rotation));
    // The turn order is E, A (never matched, oldest first), D, B, C.
    expect(Object.fromEntries(shapes.map(({ name }, index) => [name, ahead[index]]))).toEqual({ E: 0, A: 1, D: 2, B: 3, C: 4 });
  });

  it('puts Premium sharers first while paid features are on, and leaves a used-up code out', async () => {
    const { app, owners } = await threeSharers();
    await t.db.update(users).set({ subscriptionStatus: 'PREMIUM' }).where(eq(users.id, owners[2]!.id));
    expect((await standing(owners[2]!, app.id)).ahead_in_rotation).toBe(2);
    await t.db
      .insert(systemSettings)
      .values({ settingKey: 'paid_features_enabled', settingValue: true })
      .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: true } });
    expect((await Promise.all(owners.map((owner) => standing(owner, app.id)))).map((code) => code.ahead_in_rotation)).toEqual([1, 2, 0]);

    await claim(app.id);
    await claim(app.id);
    // The Premium code's two uses are taken: out of the rotation.
    const used = await standing(owners[2]!, app.id);
    expect(used).toMatchObject({ times_matched: 2, completed: 0, ahead_in_rotation: null });
    expect((await standing(owners[0]!, app.id)).ahead_in_rotation).toBe(0);
    await t.db.update(systemSettings).set({ settingValue: false }).where(eq(systemSettings.settingKey, 'paid_features_enabled'));
  });
});
