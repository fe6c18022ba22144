import fs from 'node:fs';

/**
 * The system's Chromium, as every browser run here starts it (browser tests, component tests,
 * Lighthouse): never a downloaded browser, and no background traffic to Google, which this
 * machine's closed network would refuse many times a second.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, or the first Chromium or Chrome installed; null when there is none. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}
