import { describe, expect, it } from 'vitest';
import { isStoredLogoPath, LOGO_NOT_AN_IMAGE, LOGO_SVG_REFUSED, LOGO_TOO_LARGE, logoFileProblem } from './rules.ts';

describe('logo rules', () => {
  it('knows a stored logo’s path from an address to fetch', () => {
    expect(isStoredLogoPath(`/api/public/logos/${'0'.repeat(64)}.webp`)).toBe(true);
    expect(isStoredLogoPath(`/api/public/logos/${'f'.repeat(64)}.svg`)).toBe(true);
    for (const other of [
      `/api/public/logos/${'F'.repeat(64)}.svg`,
      '/api/public/logos/monzo.svg',
      `https://cdn.example/api/public/logos/${'0'.repeat(64)}.webp`,
      '',
    ]) {
      expect(isStoredLogoPath(other), other).toBe(false);
    }
  });

  it('checks a chosen file as the server will: the type, then the size', () => {
    expect(logoFileProblem({ type: 'image/png', size: 256 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/webp', size: 256 * 1024 + 1 })).toBe(LOGO_TOO_LARGE);
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(LOGO_SVG_REFUSED);
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe(LOGO_NOT_AN_IMAGE);
    expect(logoFileProblem({ type: 'image/jpeg', size: 0 })).toBe(LOGO_NOT_AN_IMAGE);
  });
});
