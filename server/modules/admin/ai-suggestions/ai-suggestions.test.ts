import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_NEW_SUGGESTIONS_MESSAGE } from '#contract/admin/ai-suggestions/schema.ts';
import { aiSuggestions, apps, auditLog } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expectError, UNKNOWN_ID } from '../test-fixtures.ts';
import { readProgrammes } from './providers/curated.ts';

const t = useTestApp();

async function refresh(token: string) {
  const response = await t.request({ method: 'POST', url: '/api/admin/ai-suggestions/refresh', token });
  expect(response.statusCode).toBe(200);
  return response.json<{ added: number; message: string; suggestions: { id: string; name: string; confidence: number }[] }>();
}

async function listed(token: string) {
  return (await t.request({ method: 'GET', url: '/api/admin/ai-suggestions', token })).json<{ id: string; name: string }[]>();
}

describe('AI suggestions from the curated provider', () => {
  it('starts empty; Find More adds five new ones each time, never one already listed, with an audit entry each', async () => {
    const admin = await t.createAdmin();
    expect(await listed(admin.token)).toEqual([]);

    const first = await refresh(admin.token);
    expect(first).toMatchObject({ added: 5, message: 'Added 5 new AI suggestions!' });
    for (const suggestion of first.suggestions) {
      // From the curated list, not the AI service: the screen shows no confidence for these.
      expect(suggestion).toMatchObject({ source: 'CURATED' });
      expect(suggestion.confidence).toBeGreaterThanOrEqual(0);
      expect(suggestion.confidence).toBeLessThanOrEqual(1);
    }
    const second = await refresh(admin.token);
    expect(second.added).toBe(5);
    const names = [...first.suggestions, ...second.suggestions].map((suggestion) => suggestion.name);
    expect(new Set(names).size).toBe(10);
    expect((await listed(admin.token)).map((suggestion) => suggestion.name).sort()).toEqual([...names].sort());
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'ai_suggestion.create'))).toHaveLength(10);
  });

  it('does not suggest an app already in the catalogue', async () => {
    const admin = await t.createAdmin();
    const listedNames = new Set((await listed(admin.token)).map((suggestion) => suggestion.name));
    const next = readProgrammes().find((programme) => !listedNames.has(programme.name))!;
    await t.createApp({ name: next.name.toUpperCase() });
    const result = await refresh(admin.token);
    expect(result.suggestions.map((suggestion) => suggestion.name.toLowerCase())).not.toContain(next.name.toLowerCase());
  });

  it('activates a suggestion: an active app is created with its offer, the suggestion leaves the list', async () => {
    const admin = await t.createAdmin();
    const [suggestion] = await listed(admin.token);
    const response = await t.request({ method: 'POST', url: `/api/admin/ai-suggestions/${suggestion!.id}/activate`, token: admin.token });
    expect(response.statusCode).toBe(201);
    const app = response.json();
    expect(app).toMatchObject({ name: suggestion!.name, is_active: true, max_uses_per_user: 1, referral_offers: [{ is_active: true }] });
    expect((await listed(admin.token)).map((item) => item.id)).not.toContain(suggestion!.id);
    const catalogue = (await t.request({ method: 'GET', url: '/api/public/apps' })).json<{ id: string }[]>();
    expect(catalogue.map((item) => item.id)).toContain(app.id);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).map((entry) => entry.action).sort();
    expect(actions).toEqual(['ai_suggestion.activate', 'app.create']);
  });

  it('activates a suggestion as the administrator reviewed and edited it before it went live', async () => {
    const admin = await t.createAdmin();
    const [suggestion] = await listed(admin.token);
    const reviewed = {
      name: `${suggestion!.name} UK`,
      description: 'Checked by the team before going live.',
      category: 'banking',
      app_url: 'https://reviewed.example.com',
      referrer_reward_amount_pence: 1500,
      referee_reward_amount_pence: 2000,
      terms_conditions: 'New customers only; see the app for the full terms.',
    };
    const response = await t.request({ method: 'POST', url: `/api/admin/ai-suggestions/${suggestion!.id}/activate`, token: admin.token, payload: reviewed });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ ...reviewed, is_active: true });
    expect((await listed(admin.token)).map((item) => item.id)).not.toContain(suggestion!.id);
    // A reviewed form is checked as any offer form is.
    const [next] = await listed(admin.token);
    expectError(
      await t.request({
        method: 'POST',
        url: `/api/admin/ai-suggestions/${next!.id}/activate`,
        token: admin.token,
        payload: { ...reviewed, name: 'Another', referrer_reward_amount_pence: -5 },
      }),
      422,
      /Referrer reward/,
    );
    expect((await listed(admin.token)).map((item) => item.id)).toContain(next!.id);
  });

  it('refuses to activate a suggestion whose name an app took meanwhile (409), keeping it', async () => {
    const admin = await t.createAdmin();
    const [suggestion] = await listed(admin.token);
    await t.createApp({ name: suggestion!.name });
    expectError(
      await t.request({ method: 'POST', url: `/api/admin/ai-suggestions/${suggestion!.id}/activate`, token: admin.token }),
      409,
      `An app called "${suggestion!.name}" already exists`,
    );
    expect(await t.db.select().from(aiSuggestions).where(eq(aiSuggestions.id, suggestion!.id))).toHaveLength(1);
  });

  it('rejects a suggestion: it leaves the list, is recorded, and is not suggested again', async () => {
    const admin = await t.createAdmin();
    const [suggestion] = await listed(admin.token);
    const response = await t.request({ method: 'DELETE', url: `/api/admin/ai-suggestions/${suggestion!.id}`, token: admin.token });
    expect(response.statusCode).toBe(204);
    expect((await listed(admin.token)).map((item) => item.id)).not.toContain(suggestion!.id);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, suggestion!.id));
    expect(entries.find((entry) => entry.action === 'ai_suggestion.reject')).toMatchObject({
      before: expect.objectContaining({ name: suggestion!.name }),
      after: null,
    });
    for (let round = 0; round < 12; round += 1) {
      const result = await refresh(admin.token);
      expect(result.suggestions.map((item) => item.name)).not.toContain(suggestion!.name);
      if (result.added === 0) break;
    }
  });

  it('answers 404 for an unknown suggestion', async () => {
    const admin = await t.createAdmin();
    expectError(
      await t.request({ method: 'POST', url: `/api/admin/ai-suggestions/${UNKNOWN_ID}/activate`, token: admin.token }),
      404,
      'There is no AI suggestion with that id',
    );
    expectError(
      await t.request({ method: 'DELETE', url: `/api/admin/ai-suggestions/${UNKNOWN_ID}`, token: admin.token }),
      404,
      'There is no AI suggestion with that id',
    );
  });

  it('says so when every programme is already listed, catalogued or rejected', async () => {
    const admin = await t.createAdmin();
    const known = new Set(
      [...(await t.db.select({ name: apps.name }).from(apps)), ...(await t.db.select({ name: aiSuggestions.name }).from(aiSuggestions))].map((row) =>
        row.name.toLowerCase(),
      ),
    );
    for (const programme of readProgrammes()) {
      if (!known.has(programme.name.toLowerCase())) await t.createApp({ name: programme.name });
    }
    expect(await refresh(admin.token)).toEqual({ added: 0, message: NO_NEW_SUGGESTIONS_MESSAGE, suggestions: [] });
  });
});
