import { describe, expect, it } from 'vitest';
import { TILE_COLOURS, initialOf, isOwnImage, tileColourFor } from './app-logo.tsx';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('the initial tile', () => {
  it.each(TILE_COLOURS)('%s carries white text at 4.5:1 or better', (colour) => {
    expect((1 + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a name the same colour every time, whatever its case', () => {
    expect(tileColourFor('Monzo')).toBe(tileColourFor('monzo'));
    expect(TILE_COLOURS).toContain(tileColourFor('Trading 212'));
  });

  it('shows the first letter or digit', () => {
    expect(initialOf('first direct')).toBe('F');
    expect(initialOf('  212 Trading')).toBe('2');
    expect(initialOf('—')).toBe('?');
  });
});

it('loads only images this app serves', () => {
  const origin = 'https://exchange.example';
  expect(isOwnImage('/logos/monzo.svg', origin)).toBe(true);
  expect(isOwnImage('https://exchange.example/logos/monzo.svg', origin)).toBe(true);
  expect(isOwnImage('data:image/png;base64,AAAA', origin)).toBe(true);
  expect(isOwnImage('https://cdn.monzo.com/logo.png', origin)).toBe(false);
  expect(isOwnImage('//cdn.monzo.com/logo.png', origin)).toBe(false);
});
