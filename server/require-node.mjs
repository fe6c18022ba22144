/**
 * The project carries its own Node (the `node` dependency in package.json, a 24.x release), and
 * every npm script runs on it: npm puts node_modules/.bin first on the PATH. This guard stops a
 * start on an older major (a machine's own Node run by hand, say) with a sentence saying what to
 * run. It is plain JavaScript so that it runs, and says so, on a Node too old to strip TypeScript.
 * Imported first by server/main.ts; `node server/require-node.mjs` runs it alone.
 */
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = manifest.dependencies.node;
const [wantedMajor] = pinned.split('.').map(Number);
const [runningMajor] = process.versions.node.split('.').map(Number);

if (runningMajor < wantedMajor) {
  console.error(
    `This project runs on Node ${wantedMajor} (${pinned}), which it installs itself, but this is Node ${process.versions.node}. ` +
      "Run it through npm after `npm install`: `npm start`, `npm test` or `npm run <script>` use the project's own Node.",
  );
  process.exit(1);
}
