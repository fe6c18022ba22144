import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig, type AiDiscoveryConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { aiSuggestions, auditLog, users } from '#server/db/schema.ts';
import { TokenService } from '#server/lib/tokens.ts';
import { openTestDatabase } from '#server/test/helper.ts';
import { chatCompletionsUrl, openAiCompatibleProvider } from './openai-compatible.ts';
import { DiscoveryFailedError, DiscoveryTimeoutError } from './provider.ts';

/** What the fake chat-completions server does with the next request. */
type Behaviour = { status: number; body: string; delayMs: number };
let behaviour: Behaviour;
const received: { path: string; authorization: string | undefined; body: any }[] = [];

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

const GOOD_SUGGESTIONS = {
  suggestions: [
    {
      name: 'Fakebank',
      description: 'A UK current account with a refer-a-friend bonus.',
      category: 'banking',
      confidence: 0.8,
      app_url: 'https://fakebank.example.com',
      offer_url: 'https://fakebank.example.com/refer',
      referrer_reward_amount_pence: 2000,
      referee_reward_amount_pence: null,
      referee_reward_min_pence: 500,
      referee_reward_max_pence: 1500,
      reward_waiting_period_days: 30,
      requires_referral_code: true,
      terms_conditions: 'New customers only.',
    },
  ],
};

const server = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw) });
    const timer = setTimeout(() => response.writeHead(behaviour.status, { 'Content-Type': 'application/json' }).end(behaviour.body), behaviour.delayMs);
    response.on('close', () => clearTimeout(timer));
  });
});

let baseUrl: string;
const config = (timeoutMs = 2000): AiDiscoveryConfig => ({ url: `${baseUrl}/v1`, model: 'test-model', apiKey: 'test-key', timeoutMs });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  behaviour = { status: 200, body: completion(JSON.stringify(GOOD_SUGGESTIONS)), delayMs: 0 };
  received.length = 0;
});

describe('the OpenAI-compatible provider against a fake server', () => {
  it('asks the chat-completions endpoint with the model and key, and reads a good answer', async () => {
    const found = await openAiCompatibleProvider(config()).discover({ exclude: ['Monzo', 'Wise'], limit: 5 });
    expect(found).toEqual([expect.objectContaining({ name: 'Fakebank', confidence: 0.8, referee_reward_min_pence: 500, category: 'banking' })]);
    expect(received[0]).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer test-key', body: { model: 'test-model' } });
    expect(JSON.stringify(received[0]!.body.messages)).toContain('Monzo; Wise');
  });

  it('reads an answer wrapped in a ```json fence', async () => {
    behaviour.body = completion(`Here you are:\n\`\`\`json\n${JSON.stringify(GOOD_SUGGESTIONS)}\n\`\`\``);
    expect(await openAiCompatibleProvider(config()).discover({ exclude: [], limit: 5 })).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', completion('I could not find any.'), /not JSON/],
    [
      'a suggestion with a bad URL',
      completion(JSON.stringify({ suggestions: [{ ...GOOD_SUGGESTIONS.suggestions[0], app_url: 'fakebank' }] })),
      /suggestions\.0\.app_url: App URL must be a valid URL/,
    ],
    [
      'a confidence above 1',
      completion(JSON.stringify({ suggestions: [{ ...GOOD_SUGGESTIONS.suggestions[0], confidence: 7 }] })),
      /confidence: Confidence must be at most 1/,
    ],
    [
      'a reward given both ways',
      completion(JSON.stringify({ suggestions: [{ ...GOOD_SUGGESTIONS.suggestions[0], referee_reward_amount_pence: 900 }] })),
      /not both/,
    ],
    ['something that is not a chat completion', JSON.stringify({ error: 'nope' }), /not a chat completion/],
    [
      'text the database cannot store',
      completion(JSON.stringify({ suggestions: [{ ...GOOD_SUGGESTIONS.suggestions[0], description: 'Bank\u0000' }] })),
      /suggestions\.0\.description must not contain the NUL character/,
    ],
  ])('refuses %s as a whole with a clear 502', async (_case, body, reason) => {
    behaviour.body = body;
    const attempt = openAiCompatibleProvider(config()).discover({ exclude: [], limit: 5 });
    await expect(attempt).rejects.toBeInstanceOf(DiscoveryFailedError);
    await expect(attempt).rejects.toThrow(reason);
  });

  it('reports an HTTP error from the service', async () => {
    behaviour = { ...behaviour, status: 500, body: '{"error":"overloaded"}' };
    await expect(openAiCompatibleProvider(config()).discover({ exclude: [], limit: 5 })).rejects.toThrow(
      'The AI discovery service answered with an error (HTTP 500), so nothing was added.',
    );
  });

  it('gives up on a slow answer after the timeout', async () => {
    behaviour.delayMs = 2000;
    const attempt = openAiCompatibleProvider(config(200)).discover({ exclude: [], limit: 5 });
    await expect(attempt).rejects.toBeInstanceOf(DiscoveryTimeoutError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 504 });
  });

  it('takes AI_DISCOVERY_URL as the API base or as the full endpoint', () => {
    expect(chatCompletionsUrl('https://api.example.com/v1/')).toBe('https://api.example.com/v1/chat/completions');
    expect(chatCompletionsUrl('http://127.0.0.1:11434/v1/chat/completions')).toBe('http://127.0.0.1:11434/v1/chat/completions');
  });
});

describe('POST /api/admin/ai-suggestions/refresh with AI_DISCOVERY_URL set', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'referral-exchange-ai-'));
    database = await openTestDatabase();
    const jwtSecret = randomBytes(32).toString('hex');
    const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    app = await buildApp({ config: { ...base, aiDiscovery: config(1000) }, database, jwtSecret, logger: false });
    await app.ready();
    const [admin] = await database.db
      .insert(users)
      .values({ email: 'ai-admin@example.com', username: 'ai_admin', passwordHash: 'x', isAdmin: true })
      .returning();
    token = await new TokenService(jwtSecret).issue({ userId: admin!.id, scope: 'admin' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const refresh = () => app.inject({ method: 'POST', url: '/api/admin/ai-suggestions/refresh', headers: { authorization: `Bearer ${token}` } });
  const stored = async () => ({ suggestions: await database.db.select().from(aiSuggestions), audit: await database.db.select().from(auditLog) });

  it('stores nothing from a malformed answer (502) or a slow one (504)', async () => {
    behaviour.body = completion('{"suggestions": [{"name": "Half"}]}');
    const malformed = await refresh();
    expect(malformed.statusCode).toBe(502);
    expect(malformed.json().detail).toMatch(/^The AI discovery service's answer was not a valid list of suggestions \(suggestions\.0\./);

    behaviour = { ...behaviour, body: completion(JSON.stringify(GOOD_SUGGESTIONS)), delayMs: 3000 };
    const slow = await refresh();
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({ detail: 'The AI discovery service did not answer within 1 second, so nothing was added. Please try again later.' });
    expect(await stored()).toEqual({ suggestions: [], audit: [] });
  });

  it('stores a good answer once, and a second identical answer adds nothing', async () => {
    const first = await refresh();
    expect(first.json()).toMatchObject({
      added: 1,
      message: 'Added 1 new AI suggestions!',
      suggestions: [{ name: 'Fakebank', referee_reward_amount_pence: 0 }],
    });
    const second = await refresh();
    expect(second.json()).toEqual({ added: 0, message: 'No new suggestions found. All suggestions are already in the list.', suggestions: [] });
    expect(JSON.stringify(received.at(-1)!.body.messages)).toContain('Fakebank');
    expect((await stored()).suggestions).toHaveLength(1);
  });
});
