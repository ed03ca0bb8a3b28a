import type { Locator, Page } from '@playwright/test';

/** A page the layout sweep opens, and what it checks there beyond the common rules. */
export interface Stop {
  path: string;
  /** Something that is there once the page has its content. */
  ready: (page: Page) => Locator;
  /** A visitor's page (a signed-in user is sent elsewhere). */
  signedOutOnly?: boolean;
  /**
   * Swept signed out as well as signed in. Besides signed-in users' pages and the auth pages,
   * only the bar (app/nav-user.tsx) and the plans read the session (client/src/architecture.test.ts
   * keeps that list), so a visitor's sweep of every other page would repeat the signed-in one but
   * for the bar (decision 0274). It takes the plans and a page of each kind the bar sits on: a
   * long list that scrolls, a short page that does not, and the reader.
   */
  visitorToo?: boolean;
  /** Checks of this page beyond the common ones, at the current width: what is wrong. */
  extra?: (page: Page) => Promise<string[]>;
  /**
   * Checked at every width of the sweep: the navigation bar's own widths (1180, 1280, 1920 px)
   * as well as the content's. The bar is the same on every page, so a long list and a short
   * page carry it (decision 0417).
   */
  bar?: boolean;
  /** The account pages of issue 32: axe finds nothing at 320, 1024 and 1440 px, in each theme. */
  axe?: boolean;
  /** The book reader: it refits after a resize, and its bar must clear the footer. */
  reader?: boolean;
}

export interface TextBox {
  text: string;
  /** On how many lines its text is laid out. */
  lines: number;
  left: number;
  right: number;
}

/** Each element's text, the lines it takes, and its edges. */
export function textBoxes(locator: Locator): Promise<TextBox[]> {
  return locator.evaluateAll((elements) =>
    elements.map((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const rects: { top: number; bottom: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0) rects.push({ top: rect.top, bottom: rect.bottom });
        }
      }
      // Pieces of one line overlap vertically, whatever their sizes (a price and its smaller
      // "/ month" share a baseline): a new line starts below the line before it.
      rects.sort((a, b) => a.top - b.top);
      let lines = 0;
      let lineBottom = -Infinity;
      for (const rect of rects) {
        if (rect.top >= lineBottom - 2) {
          lines += 1;
          lineBottom = rect.bottom;
        } else {
          lineBottom = Math.max(lineBottom, rect.bottom);
        }
      }
      const box = el.getBoundingClientRect();
      return {
        text: el.textContent.trim(),
        lines,
        left: Math.round(box.left),
        right: Math.round(box.right),
      };
    }),
  );
}

/** Audio (point 2): the play button is a circle, never an oval. */
async function playButtonRound(page: Page): Promise<string[]> {
  const box = await page.getByRole('button', { name: 'Play', exact: true }).boundingBox();
  if (!box) return ['no play button'];
  return Math.abs(box.width - box.height) > 0.5
    ? [`the play button is ${box.width} x ${box.height}, not a circle`]
    : [];
}

/** Reader (point 3): every control of its bar inside the bar and the window; the page too. */
export function readerFits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const bar = document.querySelector('.reader-toolbar')?.getBoundingClientRect();
    if (!bar) return ['no reader bar'];
    for (const control of document.querySelectorAll(
      '.reader-toolbar button, .reader-toolbar input',
    )) {
      const box = control.getBoundingClientRect();
      // A control the bar leaves out at this width (the page-number field on a phone).
      if (box.width === 0 && box.height === 0) continue;
      const name = control.getAttribute('aria-label') ?? control.tagName;
      if (box.left < bar.left - 0.5 || box.right > bar.right + 0.5 || box.right > width + 0.5) {
        problems.push(
          `"${name}" sticks out of the reader bar (${Math.round(box.left)}..${Math.round(box.right)})`,
        );
      }
      if (control.tagName === 'BUTTON' && Math.abs(box.width - box.height) > 0.5) {
        problems.push(`"${name}" is squeezed to ${box.width} x ${box.height}`);
      }
    }
    const canvas = document.querySelector('.reader-page canvas')?.getBoundingClientRect();
    if (canvas && (canvas.left < -0.5 || canvas.right > width + 0.5)) {
      problems.push(
        `the page is cropped (${Math.round(canvas.left)}..${Math.round(canvas.right)})`,
      );
    }
    return problems;
  });
}

/**
 * Waits until the reader's page is fit to `windowWidth` (the window's width now unless given)
 * and drawn: the window's width less the 48 px page margin, or less than that at the 200 % top
 * zoom (docs/product.md section 9). The reader refits 250 ms after a resize, so this replaces a
 * fixed wait. What is wrong when it does not happen within the time; null when it does.
 */
export async function readerFitted(page: Page, windowWidth?: number): Promise<string | null> {
  const fitted = page.waitForFunction(
    (given) => {
      const canvas = document.querySelector('.reader-page canvas');
      const zoomIn = document.querySelector('.reader-toolbar button[aria-label="Zoom in"]');
      // react-pdf hides the canvas while it draws it at a new scale.
      if (!canvas || !(zoomIn instanceof HTMLButtonElement)) return false;
      if (getComputedStyle(canvas).visibility === 'hidden') return false;
      const room = (given ?? document.documentElement.clientWidth) - 48;
      const drawn = canvas.getBoundingClientRect().width;
      return Math.abs(drawn - room) <= 1 || (zoomIn.disabled && drawn < room);
    },
    windowWidth,
    { timeout: 20_000 },
  );
  try {
    await fitted;
    return null;
  } catch {
    const drawn = await page.locator('.reader-page canvas').boundingBox();
    return `the page is not fit to the width (drawn ${String(drawn?.width)} px wide)`;
  }
}

/** Whether the reader's floating bar overlaps the footer, scrolled to the very end. */
export function readerBarOverFooter(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bar = document.querySelector('.reader-toolbar')?.getBoundingClientRect();
    const footer = document.querySelector('footer')?.getBoundingClientRect();
    window.scrollTo(0, 0);
    if (!bar || !footer) return 'no reader bar or footer';
    return bar.bottom > footer.top + 0.5
      ? `bar ends at ${Math.round(bar.bottom)}, footer starts at ${Math.round(footer.top)}`
      : null;
  });
}

/** Cards (point 5): no empty line between a one-line title and the line under it. */
function cardTitlesHug(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const pairs: [string, string][] = [
      ['.media-card-title', '.media-card-byline, .media-card-meta'],
      ['.featured-title', '.media-meta'],
    ];
    for (const [titleSelector, nextSelector] of pairs) {
      for (const title of document.querySelectorAll(`main ${titleSelector}`)) {
        const next = title.parentElement?.querySelector(nextSelector);
        if (!next || title.closest('[data-testid$="skeleton"]')) continue;
        const gap = next.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
        if (gap > 8) {
          problems.push(`${Math.round(gap)} px between "${title.textContent}" and its creator`);
        }
      }
    }
    return problems.slice(0, 3);
  });
}

/** Premium (point 7): each plan's price, with its "/ month", on one line. */
async function pricesOnOneLine(page: Page): Promise<string[]> {
  const prices = await textBoxes(page.locator('.plan-price'));
  if (prices.length === 0) return ['no plan prices'];
  return prices
    .filter((price) => price.lines !== 1)
    .map((price) => `"${price.text}" takes ${price.lines} lines`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function getJson<T>(apiURL: string, path: string): Promise<T> {
  return (await (await fetch(`${apiURL}${path}`)).json()) as T;
}

/** The first PDF book of the catalogue (the reader draws PDFs only). */
export async function firstPdfBook(apiURL: string): Promise<string | undefined> {
  const books = await getJson<{ _id: string; format?: string }[]>(apiURL, '/api/books/random');
  return books.find((b) => (b.format ?? 'pdf') === 'pdf')?._id;
}

/** The pages of the catalogue: lists, details, the reader and the plans. */
export async function mediaStops(apiURL: string): Promise<Stop[]> {
  const videos = await getJson<{ videos: { _id: string }[] }>(apiURL, '/api/videos?page=1');
  const audios = await getJson<{ _id: string }[]>(apiURL, '/api/audios/random');
  const grid = (path: string): Stop => ({
    path,
    ready: (page) => page.locator('main .media-card-title').first(),
    extra: cardTitlesHug,
  });
  return [
    {
      path: '/',
      ready: (page) =>
        page.getByRole('region', { name: 'Stories and poems' }).getByRole('link').first(),
      extra: cardTitlesHug,
    },
    { ...grid('/videos'), visitorToo: true, bar: true },
    grid('/audio'),
    grid('/books'),
    // The item pages' comments read the session (a visitor is led to sign in): both ways.
    { path: `/video/${videos.videos[0]?._id}`, ready: heading, visitorToo: true },
    { path: `/audio/${audios[0]?._id}`, ready: heading, extra: playButtonRound, visitorToo: true },
    {
      path: `/books/read/${await firstPdfBook(apiURL)}`,
      ready: (page) => page.locator('.reader-page canvas'),
      extra: readerFits,
      reader: true,
      visitorToo: true,
    },
    {
      path: '/premium',
      ready: (page) => page.locator('.plan-price').first(),
      extra: pricesOnOneLine,
      visitorToo: true,
    },
  ];
}

/** Every other page: writings, search, the account's forms and pages, and a missing item. */
export async function otherStops(apiURL: string): Promise<Stop[]> {
  const stories = await getJson<{ stories: { _id: string }[] }>(apiURL, '/api/stories?page=1');
  const poems = await getJson<{ poems: { _id: string }[] }>(apiURL, '/api/poems?page=1');
  const signedOutOnly = true;
  return [
    { path: '/stories', ready: (page) => page.locator('main .writing-card, main h1').first() },
    { path: `/stories/story/${stories.stories[0]?._id}`, ready: heading, visitorToo: true },
    { path: `/stories/poem/${poems.poems[0]?._id}`, ready: heading, visitorToo: true },
    { path: '/search?q=sea', ready: (page) => page.locator('main mark').first() },
    { path: '/search?q=qwertyzz', ready: (page) => page.getByText(/^No results for/) },
    // A short page (no scrollbar): the bar's widths, beside those of the long /videos.
    { path: '/video/000000000000000000000000', ready: heading, visitorToo: true, bar: true },
    {
      path: '/books/read/ffffffffffffffffffffffff',
      ready: (page) => page.getByRole('heading', { name: 'Book not found', level: 1 }),
    },
    { path: '/login', ready: heading, signedOutOnly },
    { path: '/register', ready: heading, signedOutOnly },
    { path: '/forgot-password', ready: heading, signedOutOnly, axe: true },
    { path: '/reset-password/not-a-real-token', ready: heading, signedOutOnly, axe: true },
    { path: '/upload', ready: heading },
    {
      path: '/wallet',
      ready: (page) => page.getByRole('table'),
      axe: true,
      // The balance's label keeps its line beside the refresh button (it wrapped at 320 px).
      extra: async (page) =>
        (await textBoxes(page.locator('.wallet-label')))
          .filter((label) => label.lines !== 1)
          .map((label) => `"${label.text}" takes ${label.lines} lines`),
    },
    { path: '/my-uploads', ready: heading },
    { path: '/account', ready: heading, axe: true },
    { path: '/downloads', ready: heading },
    ...(await communityStops(apiURL)),
  ];
}

/**
 * Issue 53's pages: a creator's (a visitor sees it too, Follow included), and the signed-in
 * user's feed, notifications and likes; axe at 320, 1024 and 1440 px in each theme.
 */
async function communityStops(apiURL: string): Promise<Stop[]> {
  const videos = await getJson<{ videos: { uploadedBy: { _id?: string } }[] }>(
    apiURL,
    '/api/videos?page=1',
  );
  const rows = (page: Page) => page.locator('main .feed-row').first();
  return [
    {
      path: `/creator/${videos.videos[0]?.uploadedBy._id ?? ''}`,
      ready: (page) => page.locator('main .media-card-title').first(),
      visitorToo: true,
      axe: true,
    },
    { path: '/following', ready: rows, axe: true },
    { path: '/liked', ready: rows, axe: true },
    {
      path: '/notifications',
      ready: (page) => page.locator('main .notification').first(),
      axe: true,
    },
  ];
}
