import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenReferences, listFiles } from './doc-references.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('what the docs name', () => {
  it('finds a missing path, a dead link and an unknown npm script, and accepts globs and placeholders', () => {
    const files = ['server/', 'server/app.ts', 'docs/', 'docs/deployment.md', 'e2e/', 'e2e/visual/', 'e2e/visual/baselines/', 'e2e/visual/baselines/a.png'];
    const text = [
      'See `server/app.ts`, `server/*.ts`, `e2e/visual/baselines/` and `docs/<area>.md`.',
      'Gone: `server/old.ts`. [Deployment](deployment.md#the-proof), [Missing](nowhere.md).',
      'Run `npm run build` and `npm run vanished`.',
    ].join('\n');
    expect(brokenReferences('docs/x.md', text, files, ['build'])).toEqual([
      { doc: 'docs/x.md', line: 2, reference: 'server/old.ts', why: 'no such file or directory' },
      { doc: 'docs/x.md', line: 2, reference: 'nowhere.md', why: 'the link leads nowhere' },
      { doc: 'docs/x.md', line: 3, reference: 'npm run vanished', why: 'no such npm script' },
    ]);
  });

  it('names only what exists, in the README and every doc', () => {
    const files = listFiles(root);
    const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
    const docs = ['README.md', ...files.filter((file) => file.startsWith('docs/') && file.endsWith('.md'))];
    const broken = docs.flatMap((doc) => brokenReferences(doc, fs.readFileSync(path.join(root, doc), 'utf8'), files, scripts));
    expect(broken.map(({ doc, line, reference, why }) => `${doc}:${line} ${reference}: ${why}`)).toEqual([]);
  });
});
