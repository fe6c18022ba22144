/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then starts
 * the server, which migrates and seeds the database itself.
 */
import { buildWebIfStale } from './lib/web-build.ts';

buildWebIfStale();
const { start } = await import('#server/main.ts');
await start();
