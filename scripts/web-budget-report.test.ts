import { describe, expect, it } from 'vitest';
import { formatLaterReport, formatReport, laterReports, routeReports, unmeasuredScreens, type FileSize } from './web-budget-report.ts';
import { staticClosure, type Manifest } from '#server/plugins/app-shell.ts';

// A build like Vite's: an entry with vendor chunks, two lazy screens sharing a chunk, CSS beside.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_router.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/dashboard.tsx': { file: 'assets/dashboard.js', isDynamicEntry: true, imports: ['_forms.js', '_router.js', 'index.html', '_styles.css'] },
  'src/profile.tsx': { file: 'assets/profile.js', isDynamicEntry: true, imports: ['_forms.js'] },
};

const bytes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/react.js': 5000,
  'assets/router.js': 2000,
  'assets/forms.js': 700,
  'assets/styles.css': 9999,
  'assets/dashboard.js': 300,
  'assets/profile.js': 100,
};
const sizeOf = (file: string): FileSize => ({ raw: bytes[file]!, gzip: bytes[file]! / 10 });

describe('staticClosure', () => {
  it('follows static imports once each, whatever the cycles', () => {
    expect(staticClosure(manifest, ['src/dashboard.tsx']).sort()).toEqual(
      ['src/dashboard.tsx', '_forms.js', '_react.js', '_router.js', 'index.html', '_styles.css'].sort(),
    );
  });

  it('names a missing manifest entry', () => {
    expect(() => staticClosure(manifest, ['src/gone.tsx'])).toThrow('src/gone.tsx');
  });
});

describe('routeReports', () => {
  const [landing, dashboard, profile] = routeReports(
    manifest,
    [
      { path: '/', screens: [] },
      { path: '/dashboard', screens: ['src/dashboard.tsx'] },
      { path: '/profile', screens: ['src/profile.tsx'] },
    ],
    sizeOf,
  );

  it('counts the entry and its static imports as every route’s initial JavaScript, CSS aside', () => {
    expect(landing!.initial).toEqual({ raw: 8000, gzip: 800, files: 3 });
    expect(landing!.lazy).toEqual({ raw: 0, gzip: 0, files: 0 });
    expect(landing!.total).toEqual(landing!.initial);
  });

  it('adds a screen’s chunk and the imports not loaded already', () => {
    expect(dashboard!.lazy).toEqual({ raw: 1000, gzip: 100, files: 2 });
    expect(dashboard!.total).toEqual({ raw: 9000, gzip: 900, files: 5 });
    expect(profile!.lazy).toEqual({ raw: 800, gzip: 80, files: 2 });
  });

  it('prints one row per route', () => {
    const table = formatReport([landing!, dashboard!]);
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('| / | 8.0 kB / 0.8 kB (3 files) | - | 8.0 kB / 0.8 kB (3 files) |');
    expect(table).toContain('| /dashboard | 8.0 kB / 0.8 kB (3 files) | 1.0 kB / 0.1 kB (2 files) | 9.0 kB / 0.9 kB (5 files) |');
  });
});

describe('unmeasuredScreens', () => {
  it('lists lazy chunks no route claims', () => {
    expect(unmeasuredScreens(manifest, [{ path: '/dashboard', screens: ['src/dashboard.tsx'] }])).toEqual(['src/profile.tsx']);
  });

  it('takes a chunk loaded later as measured', () => {
    expect(unmeasuredScreens(manifest, [{ path: '/dashboard', screens: ['src/dashboard.tsx'] }], [{ src: 'src/profile.tsx', when: 'on a click' }])).toEqual([]);
  });
});

describe('routeReports with a second entry', () => {
  it('counts a route of another entry (the server-rendered pages’ shell) from that entry, the app’s from index.html', () => {
    const twoEntries: Manifest = { ...manifest, 'page.html': { file: 'assets/page.js', isEntry: true, imports: ['_react.js'] } };
    const sizes: Record<string, number> = { ...bytes, 'assets/page.js': 400 };
    const [app, page] = routeReports(
      twoEntries,
      [
        { path: '/', screens: [] },
        { path: '/apps', screens: [], entry: 'page.html' },
      ],
      (file) => ({ raw: sizes[file]!, gzip: sizes[file]! / 10 }),
    );
    expect(app!.initial).toEqual({ raw: 8000, gzip: 800, files: 3 });
    expect(page!.initial).toEqual({ raw: 5400, gzip: 540, files: 2 });
  });

  it('names an entry the build does not have', () => {
    expect(() => routeReports(manifest, [{ path: '/apps', screens: [], entry: 'page.html' }], sizeOf)).toThrow('page.html');
  });
});

describe('laterReports', () => {
  it('sizes what a later load adds to the first download, and prints a row for each', () => {
    const [profile] = laterReports(manifest, [{ src: 'src/profile.tsx', when: 'on a click' }], sizeOf);
    expect(profile!.sizes).toEqual({ raw: 800, gzip: 80, files: 2 });
    expect(formatLaterReport([profile!])).toContain('| src/profile.tsx | on a click | 0.8 kB / 0.1 kB (2 files) |');
  });
});
