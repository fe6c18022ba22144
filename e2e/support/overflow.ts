import type { Page } from '@playwright/test';

export type Overflow = {
  scrollWidth: number;
  innerWidth: number;
  /** Visible elements reaching past either edge of the window with no ancestor clipping or scrolling them. */
  sticking: string[];
  /** Text running out of the box that holds it (a long e-mail past its card's edge), unless that box cuts it off on purpose. */
  spilling: string[];
};

/** How wide the page is against the window, and what sticks out: the causes of a sideways scroll or of text over a card's edge. */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const clippedByAncestor = (element: Element): boolean => {
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (clips(ancestor)) return true;
      }
      return false;
    };
    const name = (element: Element): string => {
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 5).join('.')} "${text}"`;
    };

    const sticking = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) return false;
        const style = getComputedStyle(element);
        // Visually hidden text (sr-only: clipped away) sits a pixel outside its place on purpose.
        const clippedAway = style.clipPath !== 'none' || style.clip !== 'auto';
        return style.visibility !== 'hidden' && !clippedAway && !clippedByAncestor(element);
      })
      .slice(0, 8)
      .map(name);

    const spilling: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && spilling.length < 8; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue;
      // The box that lays the text out: the nearest ancestor that is not inline.
      let holder: Element | null = node.parentElement;
      let cut = false;
      while (holder && getComputedStyle(holder).display === 'inline') {
        cut ||= clips(holder);
        holder = holder.parentElement;
      }
      if (!holder || cut || clips(holder)) continue;
      const style = getComputedStyle(holder);
      if (style.clipPath !== 'none' || style.clip !== 'auto' || style.visibility === 'hidden') continue;
      const box = holder.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      const out = [...range.getClientRects()].some((line) => line.width > 0 && (line.right > box.right + 1 || line.left < box.left - 1));
      if (out) spilling.push(name(holder));
    }

    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, sticking, spilling };
  });
}
