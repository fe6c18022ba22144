import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, matches } from '#server/db/schema.ts';
import { matchRowFor } from '#server/modules/matches/test-fixtures.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp({ pages: true, env: { APP_URL: 'https://exchange.example' } });

const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

/** The JSON-LD blocks of a page. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((found) => JSON.parse(found[1]!) as Record<string, unknown>);
}

/** The page's text as a person reads it without script: the markup's tags and the hydration data left out. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('slugs', () => {
  it('are made from the name, "&" read as "and", accents folded; a second app of the same slug gets -2', async () => {
    const first = await t.createApp({ name: 'Crédit & Co. Bank!' });
    const second = await t.createApp({ name: 'Credit and Co Bank' });
    expect(first.slug).toBe('credit-and-co-bank');
    expect(second.slug).toBe('credit-and-co-bank-2');
  });

  it('are in every app answer', async () => {
    const app = await t.createApp({ name: 'Slug Answer Bank' });
    const catalogue = (await page('/api/public/apps')).json<Array<{ id: string; slug: string }>>();
    expect(catalogue.find((listed) => listed.id === app.id)?.slug).toBe('slug-answer-bank');
  });

  it('are kept when a rename leaves them the same, and a changed one leaves a redirect from the old', async () => {
    const app = await t.createApp({ name: 'Renamed Bank' });
    await t.db.update(apps).set({ name: 'RENAMED BANK' }).where(eq(apps.id, app.id));
    expect((await t.db.select({ slug: apps.slug }).from(apps).where(eq(apps.id, app.id)))[0]?.slug).toBe('renamed-bank');

    await t.db.update(apps).set({ name: 'Renamed Money' }).where(eq(apps.id, app.id));
    const moved = await page('/apps/renamed-bank');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/apps/renamed-money');
    expect((await page('/apps/renamed-money')).statusCode).toBe(200);
  });
});

describe('GET /apps/{slug}', () => {
  it('renders the app, its rewards in pounds, its steps, terms and figures, with JSON-LD, and never a code or a member', async () => {
    const app = await t.createApp({
      name: 'Pagewise Bank',
      refereeRewardAmountPence: 5000,
      referrerRewardAmountPence: 2500,
      qualifyingSpendAmountPence: 1000,
      rewardWaitingPeriodDays: 14,
      offerExpiryDays: 10,
      termsConditions: 'Open to UK residents aged 18 or over.',
    });
    const sharer = await t.createUser({ email: 'sharer-secret@example.com', username: 'sharer_secret' });
    const referee = await t.createUser({ username: 'referee_secret' });
    const code = await t.createCode(sharer.id, app.id, { code: 'SECRETCODE1', maxUses: 5 });
    // Three rewards, the fewest a completion rate is shown for; a fourth claim still moving.
    const rewarded = {
      status: 'COMPLETED' as const,
      completedAt: new Date(),
      rewardCountdownStartedAt: new Date(Date.now() - 3 * 86_400_000),
      firstConfirmedAt: new Date(),
    };
    await t.db.insert(matches).values([
      { ...matchRowFor(app, code, sharer.id, referee.id), ...rewarded },
      { ...matchRowFor(app, code, sharer.id, (await t.createUser()).id), ...rewarded },
      { ...matchRowFor(app, code, sharer.id, (await t.createUser()).id), ...rewarded },
      { ...matchRowFor(app, code, sharer.id, (await t.createUser()).id), status: 'ASSIGNED' },
    ]);

    const response = await page('/apps/pagewise-bank');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public/);
    const html = response.body;
    expect(html).toContain('<title>Pagewise Bank referral code: £50 bonus · Referral Exchange</title>');
    expect(html).toContain('<link rel="canonical" href="https://exchange.example/apps/pagewise-bank"/>');
    expect(html).toMatch(/<meta name="description" content="Get £50 when you sign up to Pagewise Bank/);
    expect(html).toContain('<meta property="og:title" content="Pagewise Bank referral code: £50 bonus"/>');
    const text = visibleText(html);
    for (const words of [
      '£50',
      '£25',
      'Spend at least £10',
      'within 10 days of claiming it',
      'usually within 14 days',
      'Open to UK residents aged 18 or over.',
      'Get a code',
      'Share your code',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Codes ready to claim 1 /);
    expect(text).toMatch(/Rewards in the last 90 days 3 /);
    expect(text).toMatch(/Sharers’ completion rate 100% /);
    expect(text).toMatch(/Typical time to a reward 3 days /);
    const [ld] = structuredData(html);
    expect(ld).toMatchObject({
      '@type': 'WebPage',
      mainEntity: { '@type': 'Offer', price: '0', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
    });
    for (const secret of ['SECRETCODE1', 'refer.example', 'sharer_secret', 'sharer-secret@example.com', 'referee_secret', sharer.id, referee.id]) {
      expect(html).not.toContain(secret);
    }
  });

  it('answers 304 to the ETag it gave while nothing changes, and the new page once the app changes', async () => {
    const app = await t.createApp({ name: 'Tagged Bank' });
    const first = await page('/apps/tagged-bank');
    const tag = first.headers.etag as string;
    expect((await page('/apps/tagged-bank', { 'if-none-match': tag })).statusCode).toBe(304);
    await t.db.update(apps).set({ refereeRewardAmountPence: 7500 }).where(eq(apps.id, app.id));
    const after = await page('/apps/tagged-bank', { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(visibleText(after.body)).toContain('£75');
  });

  it('answers 404 with a link to the catalogue for a slug no app has held', async () => {
    const response = await page('/apps/no-such-app-anywhere');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('href="/apps"');
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each([
    ['deactivated', { isActive: false }],
    ['past its expiry date', { expiryDate: new Date(Date.now() - 86_400_000) }],
    ['deleted', { deletedAt: new Date() }],
  ])('answers 410 for an app %s, saying the offer ended and linking to its category; gone from the sitemap', async (_case, change) => {
    const app = await t.createApp({ name: `Ended Bank ${_case}`, category: 'investing' });
    await t.db.update(apps).set(change).where(eq(apps.id, app.id));
    const response = await page(`/apps/${app.slug}`);
    expect(response.statusCode).toBe(410);
    expect(visibleText(response.body)).toContain(`The ${app.name} referral offer has ended`);
    expect(response.body).toContain('href="/apps/category/investing"');
    expect((await page('/sitemap.xml')).body).not.toContain(`/apps/${app.slug}<`);
  });

  it.each([
    ['a slug of another shape', '/apps/not%20a%20slug'],
    ['a slug far too long', `/apps/${'a'.repeat(90)}-x`],
  ])('answers 404 for %s', async (_case, url) => {
    expect((await page(url)).statusCode).toBe(404);
  });

  it('refuses a NUL in the address with 422, as every route does', async () => {
    expect((await page('/apps/%00')).statusCode).toBe(422);
  });

  it('sends a slug in capitals to its lower-case address', async () => {
    const response = await page('/apps/Some-App');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/apps/some-app');
  });
});

describe('GET /', () => {
  it('renders the landing page with the catalogue’s figures, its title and description, for the browser to hydrate', async () => {
    await t.createApp({ name: 'Landing Figures Bank', category: 'banking', refereeRewardAmountPence: 2000 });
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Referral Exchange</title>');
    expect(response.body).toContain('<link rel="canonical" href="https://exchange.example/"/>');
    const text = visibleText(response.body);
    expect(text).toContain('Share your referral codes. Sign up with someone else’s.');
    expect(text).toContain('The catalogue today');
    expect(text).not.toContain('Loading the catalogue');
    expect(response.body).toContain('href="/apps/category/banking"');
  });
});

describe('GET /how-it-works', () => {
  it('renders the steps, the examples and the sample of offers from the catalogue, the FAQ, and the visitors’ way onwards', async () => {
    await t.createApp({ name: 'Sample Offer Bank', category: 'banking', refereeRewardAmountPence: 2000, referrerRewardAmountPence: 1000 });
    await t.createApp({ name: 'Too Generous Bank', category: 'banking', refereeRewardAmountPence: 20_000 });
    const response = await page('/how-it-works');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.body).toContain('<title>How It Works · Referral Exchange</title>');
    expect(response.body).toContain('<link rel="canonical" href="https://exchange.example/how-it-works"/>');
    const text = visibleText(response.body);
    expect(text).toContain('What your time could be worth');
    expect(text).toContain('These examples use a typical sign-up bonus of');
    // The sample: bonuses from £10 to £35 only.
    expect(text).toContain('Sample Offer Bank Banking You get £20');
    expect(text).toContain('Referrer gets £10');
    expect(text).not.toContain('Too Generous Bank');
    expect(text).toContain('Frequently asked questions');
    expect(text).toContain('Ready to swap your first code?');
    expect(text).not.toMatch(/Loading offers|Working out the examples/);
  });
});

describe('GET /apps and /apps/category/{category}', () => {
  it('lists every open app by category with its referee bonus, linking to each page', async () => {
    await t.createApp({ name: 'Catalogue Crypto', category: 'crypto', refereeRewardAmountPence: 1500 });
    await t.createApp({ name: 'Closed Catalogue App', category: 'crypto', isActive: false });
    const all = await page('/apps');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('href="/apps/catalogue-crypto"');
    expect(all.body).toContain('href="/apps/category/crypto"');
    expect(visibleText(all.body)).toContain('£15 sign-up bonus');
    expect(all.body).not.toContain('Closed Catalogue App');

    const crypto = await page('/apps/category/crypto');
    expect(crypto.statusCode).toBe(200);
    expect(crypto.body).toContain('<title>Crypto referral codes and sign-up bonuses · Referral Exchange</title>');
    expect(crypto.body).toContain('href="/apps/catalogue-crypto"');
    expect((await page('/apps/category/food')).body).not.toContain('catalogue-crypto');
  });

  it('answers 404 for a category there is not, saying so, with a link to every app', async () => {
    const response = await page('/apps/category/gambling');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>No such category · Referral Exchange</title>');
    expect(response.body).toContain('href="/apps"');
  });
});

describe('search engines', () => {
  it('/sitemap.xml lists the home page, how it works, the catalogue, each category with apps and each open app with its last change', async () => {
    const app = await t.createApp({ name: 'Mapped Bank', category: 'food' });
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const path of ['/', '/how-it-works', '/apps', '/apps/category/food']) expect(response.body).toContain(`<loc>https://exchange.example${path}</loc>`);
    expect(response.body).toContain(`<url><loc>https://exchange.example/apps/mapped-bank</loc><lastmod>${app.updatedAt.toISOString()}</lastmod></url>`);
  });

  it('/robots.txt allows the public pages, names the sitemap and keeps out of the signed-in and admin paths', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Allow: /\n');
    expect(response.body).toContain('Sitemap: https://exchange.example/sitemap.xml');
    for (const path of ['/dashboard', '/admin', '/api/', '/my-apps', '/profile']) expect(response.body).toContain(`Disallow: ${path}\n`);
  });
});
