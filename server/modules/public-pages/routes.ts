import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sampleOffers, type SampleOffer } from '#contract/apps/offer-sample.ts';
import { APP_CATEGORIES, SLUG_PATTERN, appPagePath, type AppCategory } from '#contract/apps/rules.ts';
import { appBrief, type AppBrief, type App, type PublicPage } from '#contract/apps/schema.ts';
import type { AppContext } from '#server/context.ts';
import { lookUpAppPage } from '#server/modules/apps/app-page.ts';
import { publicCatalogueOf } from '#server/modules/apps/catalogue-of.ts';
import { namesTag } from '#server/plugins/conditional-reads.ts';
import { pageDocument, type PageRenderer } from './renderer.ts';

/**
 * How long a shared cache (a CDN, a proxy) may keep a page before asking again: its figures (codes
 * on offer, rewards lately) move with every claim, and a minute behind is close enough for a visitor.
 */
const PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** A page for something that is not there may be kept longer: it seldom comes back. */
const GONE_CACHE = 'public, max-age=300';

/**
 * Rendered pages kept by their ETag (the build, the path and everything the page shows), so the
 * same page asked again is sent without rendering it again: rendering an app's page is about 1 ms
 * of the app's CPU, and a page's figures move at most every 30 seconds. Bounded by size; a page
 * whose figures moved has a new tag and is rendered afresh. Only pages of what exists (an app, a
 * category, an ended app): a 404 names whatever address was asked for.
 */
const RENDERED_PAGES = { max: 500, maxSize: 16 * 1024 * 1024 } as const;

const briefsOf = new WeakMap<readonly App[], AppBrief[]>();

/** The catalogue's open apps as the public lists show them, worked out once for each catalogue the process holds. */
function briefs(apps: readonly App[]): AppBrief[] {
  let kept = briefsOf.get(apps);
  if (!kept) briefsOf.set(apps, (kept = apps.map((app) => appBrief.parse(app))));
  return kept;
}

const samplesOf = new WeakMap<readonly App[], SampleOffer[]>();

/** How it works' sample of offers from the catalogue's open apps, worked out once for each catalogue the process holds. */
function sampleOf(apps: readonly App[]): SampleOffer[] {
  let kept = samplesOf.get(apps);
  if (!kept) samplesOf.set(apps, (kept = sampleOffers(apps, (app) => appBrief.parse(app))));
  return kept;
}

type PagesOptions = AppContext & { pages: PageRenderer };

/**
 * The pages people arrive at from a search engine, rendered on the server by the web app's own
 * components (docs/decisions/screens.md, "Public pages rendered on the server"): the landing page,
 * How it works, the catalogue by category, and a page per app. Each answers with an ETag made from what it shows and the page's
 * build, so a cache or a browser asking again gets a 304 until the app or its figures change.
 */
export const publicPageRoutes: FastifyPluginAsync<PagesOptions> = async (server, { db, config, pages }) => {
  const catalogue = publicCatalogueOf(db);
  const origin = config.mail.appUrl;
  const build = createHash('sha256').update(pages.template).digest('base64url').slice(0, 12);
  const rendered = new LRUCache<string, string>({ ...RENDERED_PAGES, sizeCalculation: (html) => html.length });

  function answer(request: FastifyRequest, reply: FastifyReply, page: PublicPage, status: 200 | 404 | 410): FastifyReply {
    const path = request.url.split('?')[0]!;
    const tag = `"${build}-${createHash('sha256').update(path).update(JSON.stringify(page)).digest('base64url').slice(0, 27)}"`;
    reply
      .header('Cache-Control', status === 200 ? PAGE_CACHE : GONE_CACHE)
      .header('ETag', tag)
      .header('Vary', 'Accept-Encoding');
    if (status === 200 && namesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
    const render = () => pageDocument(pages.template, pages.render(page, origin, path));
    // A page for something unknown is never kept: any made-up address would otherwise push real pages out.
    const key = `${status} ${tag}`;
    let html = status === 404 ? render() : rendered.get(key);
    if (html === undefined) rendered.set(key, (html = render()));
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  }

  const hidden = { schema: { hide: true } };

  server.get('/', hidden, async (request, reply) => answer(request, reply, { kind: 'landing', apps: briefs(await catalogue.apps()) }, 200));

  server.get('/how-it-works', hidden, async (request, reply) => {
    const apps = await catalogue.apps();
    return answer(request, reply, { kind: 'how-it-works', apps: briefs(apps), sample: sampleOf(apps) }, 200);
  });

  server.get('/apps', hidden, async (request, reply) =>
    answer(request, reply, { kind: 'catalogue', apps: briefs(await catalogue.apps()), category: null }, 200),
  );

  server.get<{ Params: { category: string } }>('/apps/category/:category', hidden, async (request, reply) => {
    const category = request.params.category as AppCategory;
    if (!APP_CATEGORIES.includes(category)) return answer(request, reply, { kind: 'unknown', what: 'category' }, 404);
    const apps = briefs(await catalogue.apps()).filter((app) => app.category === category);
    return answer(request, reply, { kind: 'catalogue', apps, category }, 200);
  });

  server.get<{ Params: { slug: string } }>('/apps/:slug', hidden, async (request, reply) => {
    const { slug } = request.params;
    // Slugs are lower case: /apps/Monzo is /apps/monzo, typed differently. Nothing else of another shape names an app.
    if (!SLUG_PATTERN.test(slug.toLowerCase())) return answer(request, reply, { kind: 'unknown', what: 'app' }, 404);
    if (slug !== slug.toLowerCase()) return reply.redirect(appPagePath(slug.toLowerCase()), 301);
    const found = await lookUpAppPage(db, slug);
    switch (found.found) {
      case 'page':
        return answer(request, reply, { kind: 'app', page: found.page }, 200);
      case 'moved':
        return reply.header('Cache-Control', GONE_CACHE).redirect(appPagePath(found.slug), 301);
      case 'ended':
        return answer(request, reply, { kind: 'ended', app: { name: found.app.name, category: found.app.category } }, 410);
      case 'none':
        return answer(request, reply, { kind: 'unknown', what: 'app' }, 404);
    }
  });
};
