import type { Page } from '@playwright/test';

/** What is wrong with the layout at the current width; empty when nothing is. */
export interface LayoutProblems {
  /** The document is wider than the window (the page scrolls sideways). */
  overflow: string | null;
  /** Visible controls of the navigation bar outside the window, clipped or wrapped. */
  bar: string[];
}

/**
 * Checks, in the page, the rules the layout keeps at every width: no sideways scroll, and every
 * visible control of the navigation bar (links, buttons, the search field) inside the window,
 * on one line and not clipped.
 */
export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    const overflow = scroll > width ? `document is ${scroll} px wide in ${width} px` : null;
    const bar: string[] = [];
    const banner = document.querySelector('header.navbar');
    if (!banner) return { overflow, bar: ['no navigation bar'] };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 30)}"`;
    // Lines of text in the control (images and icons beside the text do not count).
    const lines = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const rects: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      const first = rects[0];
      if (!first) return 0;
      return 1 + rects.filter((r) => r.top >= first.bottom - 1).length;
    };
    for (const el of banner.querySelectorAll('a, button, input')) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        bar.push(
          `${name(el)} is outside the window (${Math.round(rect.left)}..${Math.round(rect.right)})`,
        );
      }
      if (el instanceof HTMLInputElement) {
        const context = document.createElement('canvas').getContext('2d');
        if (context) {
          context.font = style.font;
          const needed = context.measureText(el.placeholder).width;
          const room =
            el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (needed > room + 0.5) bar.push(`placeholder "${el.placeholder}" is clipped`);
        }
        continue;
      }
      if (el.scrollWidth > el.clientWidth + 1) bar.push(`${name(el)} is clipped`);
      if (lines(el) > 1) bar.push(`${name(el)} wraps onto ${lines(el)} lines`);
    }
    return { overflow, bar };
  });
}

/** Resizes the window and waits for two frames, so resize observers and layout have run. */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
