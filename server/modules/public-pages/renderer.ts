import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPublicPage, RenderedPage } from '#contract/apps/schema.ts';

/** The server's renderer of public pages and the page shell it fills (the web app's page.html, built with its scripts and styles). */
export type PageRenderer = { render: RenderPublicPage; template: string };

/** Where the build puts the renderer, inside the web app's directory (vite.config.ts; never served: plugins/web.ts). */
export const SERVER_RENDERER_DIR = '.ssr';
export const SERVER_RENDERER_FILE = `${SERVER_RENDERER_DIR}/server-entry.js`;

/** The renderer and shell built into `webRoot`, or null when the build has neither (no web app is served then). */
export async function builtPageRenderer(webRoot: string): Promise<PageRenderer | null> {
  const rendererFile = path.join(webRoot, SERVER_RENDERER_FILE);
  const templateFile = path.join(webRoot, 'page.html');
  if (!fs.existsSync(rendererFile) || !fs.existsSync(templateFile)) return null;
  return pageRendererFrom(rendererFile, templateFile);
}

/**
 * Loads the renderer and renders one page with it, so a renderer that cannot render (built for
 * another NODE_ENV than the server's, whose React it then calls wrongly) stops the start with the
 * reason instead of answering every public page with a 500.
 */
export async function pageRendererFrom(rendererFile: string, templateFile: string): Promise<PageRenderer> {
  const { renderPublicPage } = (await import(pathToFileURL(rendererFile).href)) as { renderPublicPage: RenderPublicPage };
  try {
    renderPublicPage({ kind: 'unknown', what: 'app' }, 'http://localhost', '/apps/unknown');
  } catch (error) {
    throw new Error(
      `The public pages' renderer (${rendererFile}) cannot render under NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}: build the web app again (npm run build), which builds for production`,
      { cause: error },
    );
  }
  return { render: renderPublicPage, template: fs.readFileSync(templateFile, 'utf8') };
}

/** The whole document: the shell with the page's head and body in their places. */
export function pageDocument(template: string, rendered: RenderedPage): string {
  return template.replace('<!--page-head-->', () => rendered.head).replace('<!--page-body-->', () => rendered.body);
}
