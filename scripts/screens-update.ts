/**
 * `npm run screens:update`: after an intended visual change, runs the visual sweep
 * (e2e/visual/screens.spec.ts) writing its baselines in e2e/visual/baselines afresh (a screen no
 * longer swept loses its pictures) and compressed again without loss, then copies the phone and
 * desktop ones into docs/screens/ and lists them all in docs/screens/README.md, so a reviewer sees
 * the product without running it.
 * Arguments go to Playwright: `npm run screens:update -- -g dashboard` writes only those again;
 * `--docs-only` copies and lists the baselines as they are.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const baselines = path.join(root, 'e2e/visual/baselines');
const docs = path.join(root, 'docs/screens');
const WIDTHS = [360, 768, 1280];
const THEMES = ['light', 'dark'];

// --docs-only: the baselines as they are, copied and listed again without running the sweep.
const docsOnly = process.argv.includes('--docs-only');
const args = process.argv.slice(2).filter((arg) => arg !== '--docs-only');
const started = Date.now();
if (!docsOnly) {
  if (args.length === 0) fs.rmSync(baselines, { recursive: true, force: true });
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/e2e.ts'), 'e2e/visual', '--project', 'visual', '--update-snapshots=all', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error('The visual sweep failed: docs/screens/ is left as it was. Fix the failures above (axe, sideways scroll, one h1) and run it again.');
    process.exit(run.status ?? 1);
  }
}

// Playwright's PNGs, compressed again without loss (the same pixels in less than half the bytes):
// those this run wrote only. Compressing a compressed one again can shave a few more bytes, which
// would show every untouched screen as changed.
const pictures = fs
  .readdirSync(baselines)
  .filter((file) => file.endsWith('.png'))
  .sort();
for (const file of pictures) {
  const picture = path.join(baselines, file);
  if (fs.statSync(picture).mtimeMs < started) continue;
  const smaller = await sharp(picture).png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 }).toBuffer();
  if (smaller.length < fs.statSync(picture).size) fs.writeFileSync(picture, smaller);
}

// Phone and desktop copied for reviewers; the tablet pictures are linked where they are.
fs.rmSync(docs, { recursive: true, force: true });
fs.mkdirSync(docs, { recursive: true });
const copied = (width: number) => width !== 768;
for (const file of pictures) {
  if (copied(Number(/-(\d+)-(light|dark)\.png$/.exec(file)?.[1]))) fs.copyFileSync(path.join(baselines, file), path.join(docs, file));
}

// One row per screen: each width in each theme.
const screens = [...new Set(pictures.map((file) => file.replace(/-\d+-(light|dark)\.png$/, '')))];
const cell = (screen: string, width: number, theme: string) => {
  const file = `${screen}-${width}-${theme}.png`;
  if (!fs.existsSync(path.join(baselines, file))) return '';
  return `[${theme}](${copied(width) ? file : `../../e2e/visual/baselines/${file}`})`;
};
const bytes = fs.readdirSync(docs).reduce((total, file) => total + fs.statSync(path.join(docs, file)).size, 0);
const readme = [
  '# Screens',
  '',
  'Every screen at phone (360 px), tablet (768 px) and desktop (1280 px) widths, in the light and the dark theme, on the',
  'seeded marketplace of the visual sweep (`e2e/visual/seed.ts`: Riley Carter with claims in every state, a report, a',
  'support request and notifications) shown on a fixed calendar (March 2025). They are the baselines of',
  '`e2e/visual/screens.spec.ts` (`e2e/visual/baselines/`); `npm run screens:update` writes them and copies the phone and',
  'desktop ones here (the tablet ones are linked where they are). Do not edit them by hand. Legal pages show their first',
  'window only. Screens named `-open` or `-dialog` show a state: the notification bell, the header menu (phones), the',
  'cancel-a-claim dialog.',
  '',
  `${fs.readdirSync(docs).length} pictures here, ${(bytes / 1024 / 1024).toFixed(1)} MB.`,
  '',
  `| Screen | ${WIDTHS.map((width) => `${width} px`).join(' | ')} |`,
  `|---|${WIDTHS.map(() => '---').join('|')}|`,
  ...screens.map(
    (screen) =>
      `| ${screen} | ${WIDTHS.map((width) =>
        THEMES.map((theme) => cell(screen, width, theme))
          .filter(Boolean)
          .join(' · '),
      ).join(' | ')} |`,
  ),
  '',
].join('\n');
fs.writeFileSync(path.join(docs, 'README.md'), readme);
console.log(`Baselines written to e2e/visual/baselines (${pictures.length} pictures); ${(bytes / 1024 / 1024).toFixed(1)} MB copied into docs/screens/.`);
