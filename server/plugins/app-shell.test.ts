import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { EARLY_READ_SCRIPT } from '#contract/dashboard/early-read.ts';
import { EARLY_READ_SCRIPT_SOURCE, FIRST_SCREENS, appShell, withScreenPreloads, type Manifest } from './app-shell.ts';

// A build like Vite's: the page loads its entry and React; the dashboard needs the signed-in layout, a shared chunk and React.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/app/layout/app-layout.tsx': { file: 'assets/app-layout.js', isDynamicEntry: true, imports: ['_react.js', 'index.html'] },
  'src/screens/dashboard/dashboard-screen.tsx': { file: 'assets/dashboard.js', isDynamicEntry: true, imports: ['_forms.js', '_styles.css', 'index.html'] },
};
const page =
  '<html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body></body></html>';

describe('withScreenPreloads', () => {
  it('names the scripts of the address’s first screen that the page does not load already', () => {
    const html = withScreenPreloads(page, manifest, '/dashboard');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/assets/react.js', '/assets/app-layout.js', '/assets/dashboard.js', '/assets/forms.js']);
    expect(html).toMatch(/<\/head><body>/);
  });

  it('has the dashboard’s page ask for its answer first thing in its head, by a script the policy names by its hash', () => {
    const html = withScreenPreloads(page, manifest, '/dashboard');
    expect(html.startsWith(`<html><head><script>${EARLY_READ_SCRIPT}</script><script type="module"`), html).toBe(true);
    expect(EARLY_READ_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(EARLY_READ_SCRIPT).digest('base64')}'`);
    const members = { ...manifest, 'src/screens/member/member-screen.tsx': { file: 'assets/member.js', isDynamicEntry: true } };
    expect(withScreenPreloads(page, members, '/members/ada')).not.toContain('<script>');
  });

  it('leaves the page as it is for an address with no first screen, or a build without it', () => {
    expect(withScreenPreloads(page, manifest, '/no-such-page')).toBe(page);
    expect(withScreenPreloads(page, manifest, '/dashboard/more')).toBe(page);
    expect(withScreenPreloads(page, {}, '/dashboard')).toBe(page);
  });

  it('names only screens that exist in the web app', () => {
    for (const route of FIRST_SCREENS) for (const screen of route.screens) expect(fs.existsSync(path.join('web', screen)), screen).toBe(true);
  });
});

describe('appShell', () => {
  it('reads the page and its manifest again after a rebuild, and serves a build without a manifest as it is', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'app-shell-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), page);
    const shell = appShell(webRoot);
    expect(await shell('/dashboard')).toBe(page);

    fs.mkdirSync(path.join(webRoot, '.vite'));
    fs.writeFileSync(path.join(webRoot, '.vite/manifest.json'), JSON.stringify(manifest));
    const rebuilt = page.replace('<body>', '<body class="rebuilt">');
    fs.writeFileSync(path.join(webRoot, 'index.html'), rebuilt);
    // A rebuild within the file system's clock step still reads as one.
    fs.utimesSync(path.join(webRoot, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const html = await shell('/dashboard');
    expect(html).toContain('class="rebuilt"');
    expect(html).toContain('href="/assets/dashboard.js"');
    expect(await shell('/members/ada')).toBe(rebuilt);
  });
});
