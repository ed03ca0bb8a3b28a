import type { Page } from '@playwright/test';

/** What is wrong with the layout at the current width; empty when nothing is. */
export interface LayoutProblems {
  /** The document is wider than the window (the page scrolls sideways). */
  overflow: string | null;
  /** Visible controls of the navigation bar outside the window, clipped or wrapped. */
  bar: string[];
}

/** The layout's problems and those of the page's content. */
export interface PageProblems extends LayoutProblems {
  /** Buttons anywhere on the page whose label does not fit them. */
  clipped: string[];
  /** Lists of details separated by dots whose first item is indented. */
  dots: string[];
  /** Card lines cut short without an ellipsis, or without their whole text on hover. */
  cut: string[];
}

/**
 * Runs in the page, after `frames` frames: checks the rules the layout keeps at every width (no
 * sideways scroll; every visible control of the navigation bar inside the window, on one line and
 * not clipped) and those of its content (no clipped button; a dot-separated list of details
 * starting where the lines above it start, not indented by its hidden dot's gutter). Every check
 * is in this one function, so a sweep pays one round trip to the browser per width, not five.
 */
async function checkPage(frames: number): Promise<PageProblems> {
  for (let frame = 0; frame < frames; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const width = document.documentElement.clientWidth;
  const scroll = document.documentElement.scrollWidth;
  const overflow = scroll > width ? `document is ${scroll} px wide in ${width} px` : null;
  const label = (el: Element) =>
    (el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 30);
  const name = (el: Element) => `${el.tagName.toLowerCase()} "${label(el)}"`;

  const clipped: string[] = [];
  for (const el of document.querySelectorAll('main button, main .btn, [role="dialog"] button')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.scrollWidth > el.clientWidth + 1) clipped.push(`button "${label(el)}" is clipped`);
  }

  const dots: string[] = [];
  for (const list of document.querySelectorAll('main .dot-list')) {
    const first = list.firstElementChild;
    const parent = list.parentElement;
    if (!first || !parent || list.getBoundingClientRect().width === 0) continue;
    const textLeft =
      first.getBoundingClientRect().left + parseFloat(getComputedStyle(first).paddingLeft);
    const edge =
      parent.getBoundingClientRect().left + parseFloat(getComputedStyle(parent).paddingLeft);
    if (Math.abs(textLeft - edge) > 1) {
      dots.push(`"${list.textContent.trim()}" starts ${Math.round(textLeft - edge)} px in`);
    }
  }

  // A line of a card that does not fit either ends in an ellipsis and carries its whole text (a
  // title, or an accessible name on the line or its link), or it is a defect (issue 51, item 6).
  const cut: string[] = [];
  const lines = 'main .dot-list > span, main .media-card-byline, main .media-card-title';
  for (const el of document.querySelectorAll<HTMLElement>(lines)) {
    if (el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1) continue;
    const text = el.textContent.trim();
    const style = getComputedStyle(el);
    const ellipsis = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
    const whole = [el, el.closest('a')].some(
      (holder) =>
        holder?.getAttribute('title')?.includes(text) ||
        holder?.getAttribute('aria-label')?.includes(text),
    );
    if (!ellipsis || !whole) {
      const why = ellipsis ? 'without its whole text' : 'without an ellipsis';
      cut.push(`"${text.slice(0, 40)}" is cut ${why}`);
    }
  }

  const bar: string[] = [];
  const banner = document.querySelector('header.navbar');
  if (!banner) {
    return {
      overflow,
      bar: ['no navigation bar'],
      clipped,
      dots: dots.slice(0, 2),
      cut: cut.slice(0, 3),
    };
  }
  // Lines of text in the control (images and icons beside the text do not count).
  const linesOf = (el: Element) => {
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
    if (linesOf(el) > 1) bar.push(`${name(el)} wraps onto ${linesOf(el)} lines`);
  }
  return { overflow, bar, clipped, dots: dots.slice(0, 2), cut: cut.slice(0, 3) };
}

/**
 * Checks, in the page, the rules the layout keeps at every width: no sideways scroll, and every
 * visible control of the navigation bar (links, buttons, the search field) inside the window,
 * on one line and not clipped.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  const { overflow, bar } = await page.evaluate(checkPage, 0);
  return { overflow, bar };
}

/**
 * `layoutProblems` and the content's rules, checked once the page has settled after a resize:
 * three frames, as resize observers run in the first, and the navigation bar measures its fit and
 * draws the level it chose in the second (docs/decisions/0061, client/src/app/use-navbar-fit.ts).
 */
export function settledPageProblems(page: Page): Promise<PageProblems> {
  return page.evaluate(checkPage, 3);
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
