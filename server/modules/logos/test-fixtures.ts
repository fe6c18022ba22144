import { randomInt } from 'node:crypto';
import { LOGO_PATH_PREFIX } from '#contract/logos/rules.ts';
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
