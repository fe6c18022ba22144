/**
 * Before any browser test: the data directories every worker's server starts on a copy of
 * (e2e/support/servers.ts). "plain" is what `npm start` makes of an empty directory; "visual" is
 * that with the visual sweep's marketplace seeded (e2e/visual/seed.ts), made only when the run
 * includes the sweep (E2E_VISUAL, set by scripts/e2e.ts).
 */
import { devices, request } from '@playwright/test';
import fs from 'node:fs';
import { seedVisualMarketplace } from '../visual/seed.ts';
import { startServer, templateDir } from './servers.ts';

export default async function globalSetup(): Promise<void> {
  const plain = templateDir('plain');
  fs.mkdirSync(plain, { recursive: true });
  await (await startServer(plain)).stop();

  if (process.env.E2E_VISUAL !== '1') return;
  const visual = templateDir('visual');
  fs.cpSync(plain, visual, { recursive: true });
  const server = await startServer(visual);
  // As the browser the sweep runs: the sign-in it makes is listed under its device ("Chrome on Windows").
  const api = await request.newContext({ baseURL: server.url, userAgent: devices['Desktop Chrome'].userAgent });
  try {
    await seedVisualMarketplace(api);
  } finally {
    await api.dispose();
    await server.stop();
  }
}
