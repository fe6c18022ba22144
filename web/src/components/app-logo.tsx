import { useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

type AppLogoSize = 'sm' | 'md' | 'lg';

const SIZES: Record<AppLogoSize, string> = {
  sm: 'size-8 rounded-lg text-sm',
  md: 'size-10 rounded-xl text-base',
  lg: 'size-14 rounded-2xl text-xl',
};

/** Tile colours, each with white text at 4.5:1 or better (WCAG AA for normal text; checked in app-logo.test.ts). */
export const TILE_COLOURS = [
  '#b91c1c', // red
  '#c2410c', // orange
  '#92400e', // amber
  '#15803d', // green
  '#0f766e', // teal
  '#155e75', // cyan
  '#075985', // sky
  '#1d4ed8', // blue
  '#4338ca', // indigo
  '#6d28d9', // violet
  '#7e22ce', // purple
  '#86198f', // fuchsia
  '#be185d', // pink
  '#be123c', // rose
  '#334155', // slate
] as const;

/** The same name always gets the same colour. */
export function tileColourFor(name: string): string {
  let hash = 0;
  for (const character of name.toLowerCase()) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length]!;
}

/** The first letter or digit of the name, upper-cased; "?" when it has none. */
export function initialOf(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toLocaleUpperCase('en-GB') : '?';
}

/** This page's origin; on the server, rendering a page, any one: its logos are paths on this site, and only a path is ours there. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://server.invalid' : window.location.origin;
}

/**
 * Only images this app serves (or inline data) are loaded: third-party logos are never hot-linked,
 * and the content security policy would refuse them anyway.
 */
export function isOwnImage(url: string, origin: string = pageOrigin()): boolean {
  if (url.startsWith('data:image/')) return true;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

type AppLogoProps = {
  name: string;
  logoUrl: string | null;
  size?: AppLogoSize;
  className?: string;
};

/**
 * An app's logo, or a coloured tile with its initial when there is no logo, it is not ours to
 * load, or it fails to load. Decorative: the app's name is always written next to it. Logos sit on
 * white in both themes, as app icons do: many brands' marks are dark and would vanish on a dark card.
 */
export function AppLogo({ name, logoUrl, size = 'md', className }: AppLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = logoUrl !== null && logoUrl !== '' && failedUrl !== logoUrl && isOwnImage(logoUrl);
  const frame = cn('inline-flex shrink-0 items-center justify-center overflow-hidden', SIZES[size], className);

  if (showImage) {
    return <img src={logoUrl} alt="" loading="lazy" decoding="async" onError={() => setFailedUrl(logoUrl)} className={cn(frame, 'bg-white object-contain')} />;
  }
  return (
    <span aria-hidden="true" className={cn(frame, 'font-bold text-white select-none')} style={{ backgroundColor: tileColourFor(name) }}>
      {initialOf(name)}
    </span>
  );
}

type AppHeadingProps = {
  name: string;
  logoUrl: string | null;
  titleId: string;
  /** The heading's level where the card sits: h3 on a page, h4 inside a titled panel. */
  level: 'h3' | 'h4';
  /** The line under the name (category, rewards). */
  children?: ReactNode;
};

/** An app card's head: its logo, its name as the card's heading, and a line under the name. */
export function AppHeading({ name, logoUrl, titleId, level: Heading, children }: AppHeadingProps) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <AppLogo name={name} logoUrl={logoUrl} />
      <div className="min-w-0 flex-1">
        <Heading id={titleId} className="font-semibold break-words text-neutral-900">
          {name}
        </Heading>
        {children}
      </div>
    </div>
  );
}
