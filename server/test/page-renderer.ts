import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { SERVER_RENDERER_FILE, pageRendererFrom, type PageRenderer } from '../modules/public-pages/renderer.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The renderer of public pages built as the product builds it (vite build --ssr), into `webRoot`,
 * for API tests of the pages: the browser's part (page.html's scripts) is the browser tests' to build.
 */
export async function buildPageRendererInto(webRoot: string): Promise<void> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/server-rendered/server-entry.tsx', outDir: path.join(webRoot, path.dirname(SERVER_RENDERER_FILE)), emptyOutDir: true },
  });
}

/** The renderer built by the global setup, with the page shell from its source (its scripts unbuilt: no browser runs them here). */
export async function testPageRenderer(webRoot: string): Promise<PageRenderer> {
  return pageRendererFrom(path.join(webRoot, SERVER_RENDERER_FILE), path.join(root, 'web/page.html'));
}
