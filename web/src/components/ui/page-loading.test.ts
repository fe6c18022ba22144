import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLoading } from './page-loading.tsx';

/** Markup without the line breaks and indents between tags that formatting adds (none of it is text the page shows). */
const compact = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+>/g, '>').trim();

describe('PageLoading', () => {
  it('is what the page itself draws before any script arrives (web/index.html)', () => {
    const page = fs.readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="module"/.exec(page)?.[1];
    expect(root, 'web/index.html has the note in #root').toBeDefined();
    expect(compact(root!)).toBe(renderToStaticMarkup(createElement(PageLoading)));
  });
});
