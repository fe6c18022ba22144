import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EARLY_READ_SCRIPT } from '#contract/dashboard/early-read.ts';

/** The parts of a Vite build manifest (build.manifest) read here and by the build report. */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of `roots` and of everything they import statically, in load order. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry "${key}"`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

const signedIn = (screen: string): string[] => ['src/app/layout/app-layout.tsx', screen];

/**
 * The screens an address opens on, for the addresses people arrive at from outside the app: a
 * bookmark, the installed app's start, a link in an e-mail. Their code is named in the page itself,
 * so it loads beside the app's own instead of after it has run (sources as the build manifest names
 * them, relative to web/; the router, web/src/app/router.tsx, loads the same).
 */
export const FIRST_SCREENS: { path: RegExp; screens: string[] }[] = [
  { path: /^\/dashboard$/, screens: signedIn('src/screens/dashboard/dashboard-screen.tsx') },
  { path: /^\/my-apps$/, screens: signedIn('src/screens/my-referral-codes/my-referral-codes-screen.tsx') },
  { path: /^\/notifications$/, screens: signedIn('src/screens/notifications/notifications-screen.tsx') },
  { path: /^\/profile$/, screens: signedIn('src/screens/profile/profile-screen.tsx') },
  { path: /^\/members\/[^/]+$/, screens: signedIn('src/screens/member/member-screen.tsx') },
  { path: /^\/reports\/[^/]+$/, screens: signedIn('src/screens/report/report-screen.tsx') },
  { path: /^\/support\/[^/]+$/, screens: signedIn('src/screens/support-request/support-request-screen.tsx') },
  { path: /^\/subscription$/, screens: signedIn('src/screens/subscription/subscription-screen.tsx') },
  { path: /^\/analytics$/, screens: signedIn('src/screens/analytics/analytics-screen.tsx') },
  { path: /^\/onboarding$/, screens: ['src/screens/onboarding/onboarding-screen.tsx'] },
  { path: /^\/admin\/dashboard$/, screens: ['src/screens/admin-dashboard/admin-dashboard-screen.tsx'] },
];

/** The address whose page asks for its screen's answer itself (contract/dashboard/early-read.ts). */
const EARLY_READ_PAGE = '/dashboard';

/** The early read's script, as the Content-Security-Policy allows it: by its hash, so no other inline script runs. */
export const EARLY_READ_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_READ_SCRIPT).digest('base64')}'`;

/**
 * The page for an address: with a module preload for each script of its first screen that the page
 * does not load already and, for the dashboard, the script that asks for its answer as the page is
 * read (first in the head: a script after a stylesheet would wait for it).
 */
export function withScreenPreloads(html: string, manifest: Manifest, pathname: string): string {
  const screens = FIRST_SCREENS.find((route) => route.path.test(pathname))?.screens;
  if (!screens || !screens.every((screen) => screen in manifest)) return html;
  const files = staticClosure(manifest, screens)
    .map((key) => `/${manifest[key]!.file}`)
    .filter((file) => file.endsWith('.js') && !html.includes(`"${file}"`));
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  const early = pathname === EARLY_READ_PAGE ? `<script>${EARLY_READ_SCRIPT}</script>` : '';
  return html.replace(/<head>/, (head) => `${head}${early}`).replace('</head>', `${links}</head>`);
}

type Build = { html: string; manifest: Manifest; builtAt: number };

/**
 * The app's page (index.html) for an address, read again after a rebuild: the page and the build's
 * manifest are kept while index.html is unchanged. A build without a manifest serves the page as it is.
 */
export function appShell(webRoot: string): (pathname: string) => Promise<string> {
  const indexFile = path.join(webRoot, 'index.html');
  let build: Build | undefined;
  return async (pathname) => {
    const builtAt = (await fs.stat(indexFile)).mtimeMs;
    if (build?.builtAt !== builtAt) {
      const html = await fs.readFile(indexFile, 'utf8');
      const manifestText = await fs.readFile(path.join(webRoot, '.vite/manifest.json'), 'utf8').catch(() => '{}');
      build = { html, manifest: JSON.parse(manifestText) as Manifest, builtAt };
    }
    return withScreenPreloads(build.html, build.manifest, pathname);
  };
}
