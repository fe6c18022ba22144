import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LOGO_PATH_PREFIX } from '#contract/logos/rules.ts';
import { logoImages } from '#server/db/schema.ts';
import type { TestContext } from '#server/test/helper.ts';
import { markSvg } from './brand-marks.ts';
import { saveLogo } from './store.ts';

/** A mark the server drew: a square of a random size, so each call's bytes (and hash) are new. */
export function someMark(): Buffer {
  const side = randomInt(1, 24_000_000) / 1_000_000;
  return Buffer.from(markSvg(`M0 0h${side}v${side}H0z`, '0052FF', { x: 0, y: 0, width: side, height: side }));
}

/** Stores a fresh mark and answers its file name, `<hash>.svg`, as GET /api/public/logos/:file takes it. */
export async function storedLogoFile(t: Pick<TestContext, 'db'>): Promise<string> {
  const { path } = await saveLogo(t.db, { content: someMark(), contentType: 'image/svg+xml', source: 'simple-icons' });
  return path.slice(LOGO_PATH_PREFIX.length);
}

/** Test apps fetch logos only from 127.0.0.1, where tests run their own image servers: never the internet, nor any other address. */
export const TEST_LOGO_FETCH = { isAllowedAddress: (address: string) => address === '127.0.0.1' };

/** A small PNG logo, made once: a flat-coloured 64×48 image. */
let madePng: Promise<Buffer> | undefined;
export function logoPng(): Promise<Buffer> {
  madePng ??= sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 0, g: 82, b: 255 } } })
    .png()
    .toBuffer();
  return madePng;
}

export type LoopbackServer = { url: string; close: () => Promise<void> };

/** An HTTP server on 127.0.0.1 and a free port, answering with `handler`: its address (no trailing slash), and a close that cuts open connections. */
export async function serveOnLoopback(handler: http.RequestListener, options: { unref?: boolean } = {}): Promise<LoopbackServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (options.unref) server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The image server route-rules' scenes fetch a logo from: one per test file, started at first use and ended with the file's process. */
let sharedServer: Promise<LoopbackServer> | undefined;
export async function sharedLogoAddress(): Promise<string> {
  sharedServer ??= logoPng().then((png) =>
    serveOnLoopback(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      },
      { unref: true },
    ),
  );
  return `${(await sharedServer).url}/logo.png`;
}

/** The address of an uploaded or fetched logo, as answers give it. */
export const STORED_WEBP = new RegExp(`^${LOGO_PATH_PREFIX}[0-9a-f]{64}\\.webp$`);

/** How many logos are stored, to show a refused call stored none. */
export async function storedLogoCount(t: Pick<TestContext, 'db'>): Promise<number> {
  return (await t.db.select({ count: count() }).from(logoImages))[0]!.count;
}

/** How the logo at this address came to be stored: 'upload', 'fetched' or 'simple-icons'. */
export async function sourceOfLogo(t: Pick<TestContext, 'db'>, path: string): Promise<string | undefined> {
  const hash = path.slice(LOGO_PATH_PREFIX.length, path.lastIndexOf('.'));
  return (await t.db.select({ source: logoImages.source }).from(logoImages).where(eq(logoImages.hash, hash)))[0]?.source;
}
