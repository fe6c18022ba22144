import type { FastifyPluginAsync } from 'fastify';
import { appPagePath, categoryPagePath, type AppCategory } from '#contract/apps/rules.ts';
import type { AppContext } from '#server/context.ts';
import { openAppsForSitemap } from './sitemap.ts';

/**
 * Paths search engines are asked to leave alone: the signed-in app, the administrator's, the API, and
 * the pages a link in an e-mail opens with a token in its address.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/my-apps',
  '/notifications',
  '/profile',
  '/reports',
  '/support',
  '/members/',
  '/subscription',
  '/analytics',
  '/onboarding',
  '/verify-email',
  '/reset-password',
  '/sign-in-link',
  '/unsubscribe',
];

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** /robots.txt and /sitemap.xml: the public pages, for search engines. */
export const siteRoutes: FastifyPluginAsync<AppContext> = async (server, { db, config }) => {
  const origin = config.mail.appUrl;
  const hidden = { schema: { hide: true } };

  server.get('/robots.txt', hidden, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  server.get('/sitemap.xml', hidden, async (_request, reply) => {
    const apps = await openAppsForSitemap(db);
    const newest = apps.reduce<Date | null>((latest, app) => (latest === null || app.updatedAt > latest ? app.updatedAt : latest), null);
    const categories = new Map<AppCategory, Date>();
    for (const app of apps) {
      const seen = categories.get(app.category);
      if (!seen || app.updatedAt > seen) categories.set(app.category, app.updatedAt);
    }
    const entry = (path: string, changed: Date | null) =>
      `<url><loc>${xmlText(`${origin}${path}`)}</loc>${changed ? `<lastmod>${changed.toISOString()}</lastmod>` : ''}</url>`;
    const entries = [
      entry('/', null),
      entry('/how-it-works', null),
      entry('/apps', newest),
      ...[...categories].map(([category, changed]) => entry(categoryPagePath(category), changed)),
      ...apps.map((app) => entry(appPagePath(app.slug), app.updatedAt)),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(body);
  });
};
