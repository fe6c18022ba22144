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

export async function pageRendererFrom(rendererFile: string, templateFile: string): Promise<PageRenderer> {
  const { renderPublicPage } = (await import(pathToFileURL(rendererFile).href)) as { renderPublicPage: RenderPublicPage };
  return { render: renderPublicPage, template: fs.readFileSync(templateFile, 'utf8') };
}

/** The whole document: the shell with the page's head and body in their places. */
export function pageDocument(template: string, rendered: RenderedPage): string {
  return template.replace('<!--page-head-->', () => rendered.head).replace('<!--page-body-->', () => rendered.body);
}
