import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { getIconsData, type IconData } from 'simple-icons/sdk';
import { describe, expect, it } from 'vitest';
import { logoPath } from '#contract/logos/rules.ts';
import { brandMarks } from '#server/modules/logos/brand-marks.ts';
import { hashOf, saveLogo } from '#server/modules/logos/store.ts';
import { someMark } from '#server/modules/logos/test-fixtures.ts';
import { useTestApp } from '#server/test/helper.ts';
import { apps, logoImages } from '../schema.ts';
import { readCatalogue, seedCatalogue } from './catalogue.ts';
import { giveCatalogueMarks } from './catalogue-marks.ts';

const t = useTestApp();

/** The seeded brands simple-icons has a mark for (issue: "11 of the 35 by name"). */
const MARKED = ['Chase UK', 'Coinbase', 'Deliveroo', 'HelloFresh', 'Monzo', 'MUBI', 'Revolut', 'Tide', 'Uber Eats', 'Uphold', 'Wise'];

async function markPathOf(slug: string): Promise<string> {
  const mark = (await brandMarks([slug])).get(slug)!;
  return logoPath(hashOf(mark.svg), 'image/svg+xml');
}

async function logoOf(name: string): Promise<string | null> {
  const [row] = await t.db.select({ logoUrl: apps.logoUrl }).from(apps).where(eq(apps.name, name));
  return row!.logoUrl;
}

/** Every name a simple-icons icon goes by, made comparable with an app's name ("Chase UK" is Chase). */
const plain = (name: string) =>
  name
    .toLowerCase()
    .replace(/ uk$/, '')
    .replace(/[^a-z0-9]/g, '');
const namesOf = (icon: IconData) =>
  [icon.title, ...(icon.aliases?.aka ?? []), ...(icon.aliases?.dup ?? []).map((dup) => dup.title), ...Object.values(icon.aliases?.loc ?? {})].map(plain);

describe('catalogue brand marks', () => {
  it('names a mark for every seeded brand simple-icons has, under any of its names, and only for those', async () => {
    const entries = await readCatalogue();
    const icons = await getIconsData();
    for (const entry of entries) {
      const sameName = icons.filter((icon) => namesOf(icon).includes(plain(entry.name)));
      if (entry.brand_mark)
        expect(
          sameName.map((icon) => icon.title),
          entry.name,
        ).toHaveLength(1);
      else
        expect(
          sameName.map((icon) => icon.title),
          `${entry.name} has a mark in simple-icons: name it in catalogue.json`,
        ).toEqual([]);
    }
    expect(
      entries
        .filter((entry) => entry.brand_mark)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(MARKED.slice().sort());
  });

  it('gives a fresh catalogue its marks, served from this origin; the other apps keep their initials', async () => {
    await seedCatalogue(t.db);
    const rows = await t.db.select({ name: apps.name, logoUrl: apps.logoUrl }).from(apps);
    expect(
      rows
        .filter((row) => row.logoUrl !== null)
        .map((row) => row.name)
        .sort(),
    ).toEqual(MARKED.slice().sort());
    expect(await logoOf('Monzo')).toBe(await markPathOf('monzo'));

    for (const row of rows.filter((candidate) => candidate.logoUrl !== null)) {
      expect(row.logoUrl).toMatch(/^\/api\/public\/logos\/[0-9a-f]{64}\.svg$/);
      const image = await t.request({ method: 'GET', url: row.logoUrl! });
      expect(image.statusCode, row.name).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
    }

    const catalogue = await t.request({ method: 'GET', url: '/api/public/apps' });
    const answered = catalogue.json<{ name: string; logo_url: string | null }[]>();
    expect(answered.find((app) => app.name === 'Chase UK')!.logo_url).toBe(await markPathOf('chase'));
    expect(answered.find((app) => app.name === 'Cineworld')!.logo_url).toBeNull();
  });

  it('gives an older database the marks once, and never undoes what an administrator chose', async () => {
    // As before marks existed: no mark stored, no logos, and Revolut with one an administrator uploaded.
    await t.db.delete(logoImages).where(eq(logoImages.source, 'simple-icons'));
    await t.db.update(apps).set({ logoUrl: null });
    const webp = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#191c1f' } })
      .webp()
      .toBuffer();
    const uploaded = await saveLogo(t.db, { content: webp, contentType: 'image/webp', source: 'upload' });
    await t.db.update(apps).set({ logoUrl: uploaded.path }).where(eq(apps.name, 'Revolut'));

    const entries = await readCatalogue();
    expect(await giveCatalogueMarks(t.db, entries)).toBe(MARKED.length - 1);
    expect(await logoOf('Monzo')).toBe(await markPathOf('monzo'));
    expect(await logoOf('Revolut')).toBe(uploaded.path);

    // The administrator removes Monzo's logo: the next start leaves it removed.
    await t.db.update(apps).set({ logoUrl: null }).where(eq(apps.name, 'Monzo'));
    expect(await giveCatalogueMarks(t.db, entries)).toBe(0);
    expect(await logoOf('Monzo')).toBeNull();
  });

  it('replaces a mark simple-icons has since redrawn, wherever the older one still shows', async () => {
    const older = await saveLogo(t.db, { content: someMark(), contentType: 'image/svg+xml', source: 'simple-icons' });
    await t.db.update(apps).set({ logoUrl: older.path }).where(eq(apps.name, 'Wise'));
    const current = await markPathOf('wise');
    await t.db.delete(logoImages).where(sql`${logoImages.hash} = ${current.slice(current.lastIndexOf('/') + 1, -'.svg'.length)}`);

    expect(await giveCatalogueMarks(t.db, await readCatalogue())).toBe(1);
    expect(await logoOf('Wise')).toBe(current);
    expect(await logoOf('Monzo')).toBeNull();
  });
});
