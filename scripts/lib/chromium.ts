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
  return firstInstalled([process.env.CHROME_PATH, ...CHROMIUMS]);
}

/**
 * The browser the tests drive: CHROME_PATH; else the system's Chromium headless shell (Debian's
 * `chromium-headless-shell`, Chromium's own build without a window), which drew the same pictures
 * with a fifth less CPU than the full browser (docs/decisions/tests.md); else the full Chromium's
 * binary itself, not Debian's wrapper script, which adds GPU rasterization in software and
 * extensions; else any Chromium or Chrome. Null when there is none.
 */
export function findTestChromium(): string | null {
  return firstInstalled([process.env.CHROME_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium', ...CHROMIUMS]);
}

const CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function firstInstalled(candidates: (string | undefined)[]): string | null {
  return candidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!)) ?? null;
}
