import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referralCodes } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();

const ownerActive = async (codeId: string) =>
  (await t.db.select({ ownerActive: referralCodes.ownerActive }).from(referralCodes).where(eq(referralCodes.id, codeId)))[0]?.ownerActive;

/** A deactivated person's codes leave the marketplace (and the available-codes index) until they are active again. */
describe("a code's owner activity", () => {
  it('follows the account: deactivated, the code is neither offered nor handed out; active again, it is', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp({ maxUsesPerUser: null });
    const sharer = await t.createUser();
    const referee = await t.createUser();
    const code = await t.createCode(sharer.id, app.id);
    const offered = async () =>
      (await t.request({ method: 'GET', url: '/api/referral-codes/available', token: referee.token }))
        .json<Array<{ id: string }>>()
        .some((listed) => listed.id === code.id);
    expect(await ownerActive(code.id)).toBe(true);
    expect(await offered()).toBe(true);

    const deactivate = await t.request({ method: 'PATCH', url: `/api/admin/users/${sharer.id}`, token: admin.token, payload: { is_active: false } });
    expect(deactivate.statusCode).toBe(200);
    expect(await ownerActive(code.id)).toBe(false);
    expect(await offered()).toBe(false);
    expect((await t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app_id: app.id } })).statusCode).toBe(409);

    await t.request({ method: 'PATCH', url: `/api/admin/users/${sharer.id}`, token: admin.token, payload: { is_active: true } });
    expect(await ownerActive(code.id)).toBe(true);
    expect(await offered()).toBe(true);
    const claimed = await t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app_id: app.id } });
    expect(claimed.json()).toMatchObject({ code: code.code });
  });

  it('is set when a code is shared by someone already deactivated', async () => {
    const inactive = await t.createUser({ isActive: false });
    const code = await t.createCode(inactive.id, (await t.createApp()).id);
    expect(await ownerActive(code.id)).toBe(false);
  });
});
