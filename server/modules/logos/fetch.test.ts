import type http from 'node:http';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGO_FETCH_TIMEOUT_MS, LOGO_NOT_AN_IMAGE, LOGO_SVG_REFUSED } from '#contract/logos/rules.ts';
import {
  answeredInstead,
  IMAGE_TOO_LARGE,
  logoFetcher,
  NOT_HTTP,
  PRIVATE_ADDRESS,
  timedOut,
  TOO_MANY_REDIRECTS,
  UNREACHABLE,
  type LogoFetchOptions,
} from './fetch.ts';
import { logoPng, serveOnLoopback, TEST_LOGO_FETCH, type LoopbackServer } from './test-fixtures.ts';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server on 127.0.0.1 that answers each request with `handler`, and the requests it saw. */
async function serve(handler: http.RequestListener) {
  const seen: http.IncomingMessage[] = [];
  const server = await serveOnLoopback((request, response) => {
    seen.push(request);
    handler(request, response);
  });
  servers.push(server);
  return { url: server.url, seen };
}

const servingPng = async () => serve(async (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(await logoPng()));
const redirectTo = (location: string) => serve((_request, response) => response.writeHead(302, { location }).end());
/** The fetcher as test apps use it: 127.0.0.1 only, with these changes. */
const fetcher = (options: Partial<LogoFetchOptions> = {}) => logoFetcher({ ...TEST_LOGO_FETCH, ...options });
const refusal = (message: string) => ({ statusCode: 422, message });

describe('fetching a logo from an address', () => {
  it('fetches an image and keeps it as a WebP at most 256 px on a side, without its metadata', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c03' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    const { url } = await serve((_request, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo));
    const logo = await fetcher()(`${url}/logo.jpg`);
    const metadata = await sharp(logo).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 171 });
    expect(metadata.exif).toBeUndefined();
    expect(logo.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('resolves the name itself and connects to the address it checked, never resolving it again', async () => {
    const { url, seen } = await servingPng();
    const port = new URL(url).port;
    const resolved: string[] = [];
    const fetch = fetcher({ resolve: async (hostname) => (resolved.push(hostname), [{ address: '127.0.0.1', family: 4 }]) });
    expect(await sharp(await fetch(`http://logos.example:${port}/logo.png`)).metadata()).toMatchObject({ format: 'webp' });
    expect(resolved).toEqual(['logos.example']);
    expect(seen.map((request) => request.headers.host)).toEqual([`logos.example:${port}`]);
  });

  it('refuses a name when any address it resolves to is private, and sends nothing', async () => {
    const { url, seen } = await servingPng();
    const resolve = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await expect(fetcher({ resolve })(`http://logos.example:${new URL(url).port}/logo.png`)).rejects.toMatchObject(refusal(PRIVATE_ADDRESS));
    expect(seen).toEqual([]);
  });

  it('checks every redirect again: one to another private address is refused', async () => {
    const { url: hidden, seen } = await servingPng();
    for (const target of [
      hidden.replace('127.0.0.1', '127.0.0.2'),
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/logo.png',
      'http://10.0.0.1/logo.png',
    ]) {
      const { url } = await redirectTo(target);
      await expect(fetcher()(`${url}/logo.png`), target).rejects.toMatchObject(refusal(PRIVATE_ADDRESS));
    }
    expect(seen).toEqual([]);
  });

  it('follows at most 3 redirects, and none to another kind of address', async () => {
    const { url: image } = await servingPng();
    let target = `${image}/logo.png`;
    for (let hop = 0; hop < 3; hop += 1) target = `${(await redirectTo(target)).url}/hop`;
    expect(await sharp(await fetcher()(target)).metadata()).toMatchObject({ format: 'webp' });

    await expect(fetcher()(`${(await redirectTo(target)).url}/fourth`)).rejects.toMatchObject(refusal(TOO_MANY_REDIRECTS));
    await expect(fetcher()(`${(await redirectTo('file:///etc/passwd')).url}/logo.png`)).rejects.toMatchObject(refusal(NOT_HTTP));
  });

  it('gives up on a server that never answers, or never finishes, at the timeout', async () => {
    const { url: silent } = await serve(() => {});
    await expect(fetcher({ timeoutMs: 200 })(`${silent}/logo.png`)).rejects.toMatchObject(refusal('The address did not answer within 0.2 seconds'));
    const { url: dripping } = await serve((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).write(Buffer.alloc(10)));
    await expect(fetcher({ timeoutMs: 200 })(`${dripping}/logo.png`)).rejects.toMatchObject(refusal(timedOut(200)));
    expect(timedOut(LOGO_FETCH_TIMEOUT_MS)).toBe('The address did not answer within 5 seconds');
  });

  it('stops reading past 256 kB, whether or not the size was announced', async () => {
    const big = Buffer.alloc(256 * 1024 + 1, 1);
    const { url: announced } = await serve((_request, response) => response.writeHead(200, { 'content-length': big.length }).end(big));
    await expect(fetcher()(`${announced}/logo.png`)).rejects.toMatchObject(refusal(IMAGE_TOO_LARGE));
    const { url: streamed } = await serve((_request, response) => {
      response.writeHead(200);
      for (let offset = 0; offset < big.length; offset += 16 * 1024) response.write(big.subarray(offset, offset + 16 * 1024));
      response.end();
    });
    await expect(fetcher()(`${streamed}/logo.png`)).rejects.toMatchObject(refusal('The image at the address is larger than 256 kB'));
  });

  it('reads the type from the bytes: HTML called a PNG and an SVG are refused', async () => {
    const { url: html } = await serve((_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>'),
    );
    await expect(fetcher()(`${html}/logo.png`)).rejects.toMatchObject(refusal(LOGO_NOT_AN_IMAGE));
    const { url: svg } = await serve((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'image/png' })
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>'),
    );
    await expect(fetcher()(`${svg}/logo.png`)).rejects.toMatchObject(refusal(LOGO_SVG_REFUSED));
  });

  it('says what went wrong with an answer that is not an image, or no answer at all', async () => {
    const { url: missing } = await serve((_request, response) => response.writeHead(404).end('Not found'));
    await expect(fetcher()(`${missing}/logo.png`)).rejects.toMatchObject(refusal(answeredInstead(404)));
    expect(answeredInstead(404)).toBe('The address answered 404 instead of an image');
    const { url: hangingUp } = await serve((request) => request.socket.destroy());
    await expect(fetcher()(`${hangingUp}/logo.png`)).rejects.toMatchObject(refusal(UNREACHABLE));
  });

  it('follows the product’s rule by default: this host is off limits', async () => {
    const { url, seen } = await servingPng();
    await expect(logoFetcher()(`${url}/logo.png`)).rejects.toMatchObject(refusal(PRIVATE_ADDRESS));
    expect(seen).toEqual([]);
  });
});
