/**
 * What the docs name must exist: every repository path written in backticks or linked (`server/app.ts`,
 * [Deployment](docs/deployment.md)) and every `npm run <script>`. Paths may hold a glob (`*`, `**`)
 * or a placeholder (`<area>`, `{id}`), which match any name there.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BrokenReference = { doc: string; line: number; reference: string; why: string };

const TOP = ['server', 'web', 'contract', 'e2e', 'scripts', 'docs', '.ci'];
const CODE_SPAN = /`([^`\n]+)`/g;
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
const NPM_RUN = /npm run ([a-z][a-z0-9:-]*)/g;

/** A path as a pattern: globs and placeholders match one name (`**` any depth). */
function pattern(reference: string): RegExp {
  const escaped = reference
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/<[^>]+>|\{[^}]+\}/g, '[^/]+')
    .split(/\*\*\/?/)
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  return new RegExp(`^${escaped}/?$`);
}

function looksLikePath(text: string): boolean {
  return TOP.some((top) => text.startsWith(`${top}/`)) && !/\s/.test(text);
}

/** The repository's files, relative to root, directories with a trailing slash. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (['node_modules', '.git', 'dist', 'test-results', 'bench-results', 'data'].includes(entry.name)) continue;
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        out.push(`${relative}/`);
        walk(relative);
      } else out.push(relative);
    }
  };
  walk('');
  return out;
}

/** Every reference in `text` (a doc at `doc`, relative to root) that names nothing in `files` or `scripts`. */
export function brokenReferences(doc: string, text: string, files: string[], scripts: string[]): BrokenReference[] {
  const broken: BrokenReference[] = [];
  const exists = (reference: string) => {
    const wanted = pattern(reference.replace(/:\d+(-\d+)?$/, '').replace(/\/$/, ''));
    return files.some((file) => wanted.test(file.replace(/\/$/, '')));
  };
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const [, span] of content.matchAll(CODE_SPAN)) {
      const candidate = span!.split(/\s/)[0]!.replace(/[,.;:)]+$/, '');
      if (looksLikePath(candidate) && !exists(candidate)) broken.push({ doc, line, reference: candidate, why: 'no such file or directory' });
    }
    for (const [, target] of content.matchAll(LINK)) {
      if (/^[a-z]+:/i.test(target!)) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(doc), target!));
      if (!exists(resolved)) broken.push({ doc, line, reference: target!, why: 'the link leads nowhere' });
    }
    for (const [, script] of content.matchAll(NPM_RUN)) {
      if (!scripts.includes(script!)) broken.push({ doc, line, reference: `npm run ${script}`, why: 'no such npm script' });
    }
  });
  return broken;
}
