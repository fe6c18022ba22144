import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/helper.ts';

const t = useTestApp();

describe('compression', () => {
  it('compresses answers over 1 kB for clients that accept it, and leaves small ones as they are', async () => {
    for (let index = 0; index < 3; index += 1) await t.createApp();
    const plain = await t.request({ method: 'GET', url: '/api/public/apps' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await t.request({ method: 'GET', url: '/api/public/apps', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.request({ method: 'GET', url: '/api/public/apps', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const small = await t.request({ method: 'GET', url: '/api/nope', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().detail).toMatch(/^Nothing here/);
  });
});
