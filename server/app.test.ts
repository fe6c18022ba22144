import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/helper.ts';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-web-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
fs.writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
fs.writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));

const t = useTestApp({ webRoot });

describe('error contract', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.request({ method, url: '/api/does-not-exist?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ detail: `Nothing here: ${method} /api/does-not-exist is not a known address` });
    }
  });

  it('answers a body that is not a JSON object with 422, and an unknown media type with 415', async () => {
    const text = await t.request({ method: 'POST', url: '/api/auth/login', payload: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ detail: 'The request body must be a JSON object' });
    const form = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ detail: 'Send the request body as JSON (Content-Type: application/json)' });
  });

  it('hides the internals of a failure and names its reference', async () => {
    await t.database.close();
    {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'x@example.com', username: 'xavier', password: 'kept-secret-1' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().detail).toMatch(/^Something went wrong on our side\. Please try again \(reference req-\w+\)\.$/);
      expect(response.body).not.toMatch(/at |stack|pglite|drizzle/i);
      const health = await t.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: { reachable: false } });
    }
  });
});

describe('health, documentation and the web app', () => {
  it('serves the OpenAPI document built from the contract schemas, and its viewer', async () => {
    const document = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    const paths = document.json().paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/admin/system-settings/{key}', '/api/health']));
    expect(paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'username', 'password']);
    // Matches and offered codes carry the app brief, not the whole app.
    const schemas = document.json().components.schemas;
    expect(Object.keys(schemas.AppBrief.properties)).not.toContain('terms_conditions');
    expect(JSON.stringify(schemas.Match.properties.app)).toContain('AppBrief');
    expect(JSON.stringify(schemas.AvailableReferralCode.properties.app)).toContain('AppBrief');
    // A header an answer carries is declared on that answer.
    expect(paths['/api/matches/mine'].get.responses['200'].headers['X-Total-Count']).toMatchObject({
      schema: { type: 'string' },
      description: expect.any(String),
    });
    const viewer = await t.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(viewer.statusCode);
  });

  it('serves hashed assets for a year and everything else as the app shell', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe('console.log(1)');
    const brotli = await t.request({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await t.request({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>app</title>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const deepLink = await t.request({ method: 'GET', url: '/dashboard?tab=1' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['content-type']).toMatch(/text\/html/);
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(deepLink.body).toContain('<title>app</title>');
    expect(deepLink.headers['content-security-policy']).toContain("default-src 'self'");
    // A file added after start (a rebuild) is served; a missing asset is a 404, never the app shell.
    fs.writeFileSync(path.join(webRoot, 'assets', 'late-def456.js'), 'console.log(2)');
    expect((await t.request({ method: 'GET', url: '/assets/late-def456.js' })).body).toBe('console.log(2)');
    const missing = await t.request({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(missing.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/nope' })).json().detail).toMatch(/^Nothing here/);
  });
});
