import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { layoutProblems, resizeTo } from './support/layout-check';
import { DEMO_USER } from './support/provider';
import { DROP_LABELS, field, openUploadPage, UPLOAD_FIXTURES } from './support/upload-helpers';

// The widths of issue 34: a small phone, a tablet, a small laptop, just under the full bar,
// a laptop and a wide desktop. One page load per page: the window is resized in the loop.
const WIDTHS = [320, 768, 1024, 1180, 1440, 1920];

interface Stop {
  path: string;
  /** Something that is there once the page has its content. */
  ready: (page: Page) => Locator;
  signedInOnly?: boolean;
  /** A visitor's page (a signed-in user is sent elsewhere). */
  signedOutOnly?: boolean;
  /** Checks of this page beyond the common ones, at the current width: what is wrong. */
  extra?: (page: Page, width: number) => Promise<string[]>;
  /** The account pages of issue 32: axe finds nothing at 320, 1024 and 1440 px, in each theme. */
  axe?: boolean;
}

const AXE_WIDTHS = [320, 1024, 1440];

interface TextBox {
  text: string;
  /** On how many lines its text is laid out. */
  lines: number;
  left: number;
  right: number;
}

/** Each element's text, the lines it takes, and its edges. */
function textBoxes(locator: Locator): Promise<TextBox[]> {
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
function readerFits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const bar = document.querySelector('.reader-toolbar')?.getBoundingClientRect();
    if (!bar) return ['no reader bar'];
    for (const control of document.querySelectorAll(
      '.reader-toolbar button, .reader-toolbar input',
    )) {
      const box = control.getBoundingClientRect();
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

/** The pages of the catalogue: lists, details, the reader and the plans. */
async function mediaStops(apiURL: string): Promise<Stop[]> {
  const getJson = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${apiURL}${path}`)).json()) as T;
  const videos = await getJson<{ videos: { _id: string }[] }>('/api/videos?page=1');
  const books = await getJson<{ _id: string; format?: string }[]>('/api/books/random');
  const audios = await getJson<{ _id: string }[]>('/api/audios/random');
  const pdf = books.find((b) => (b.format ?? 'pdf') === 'pdf');
  return [
    {
      path: '/',
      ready: (page) =>
        page.getByRole('region', { name: 'Stories and poems' }).getByRole('link').first(),
      extra: (page) => cardTitlesHug(page),
    },
    {
      path: '/videos',
      ready: (page) => page.locator('main .media-card-title').first(),
      extra: (page) => cardTitlesHug(page),
    },
    {
      path: '/audio',
      ready: (page) => page.locator('main .media-card-title').first(),
      extra: (page) => cardTitlesHug(page),
    },
    {
      path: '/books',
      ready: (page) => page.locator('main .media-card-title').first(),
      extra: (page) => cardTitlesHug(page),
    },
    { path: `/video/${videos.videos[0]?._id}`, ready: heading },
    { path: `/audio/${audios[0]?._id}`, ready: heading, extra: (page) => playButtonRound(page) },
    {
      path: `/books/read/${pdf?._id}`,
      ready: (page) => page.locator('.reader-page canvas'),
      extra: (page) => readerFits(page),
    },
    {
      path: '/premium',
      ready: (page) => page.locator('.plan-price').first(),
      extra: (page) => pricesOnOneLine(page),
    },
  ];
}

/** Every other page: writings, search, the account's forms and pages, and a missing item. */
async function otherStops(apiURL: string): Promise<Stop[]> {
  const getJson = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${apiURL}${path}`)).json()) as T;
  const stories = await getJson<{ stories: { _id: string }[] }>('/api/stories?page=1');
  const poems = await getJson<{ poems: { _id: string }[] }>('/api/poems?page=1');
  const signedOutOnly = true;
  return [
    { path: '/stories', ready: (page) => page.locator('main .writing-card, main h1').first() },
    { path: `/stories/story/${stories.stories[0]?._id}`, ready: heading },
    { path: `/stories/poem/${poems.poems[0]?._id}`, ready: heading },
    { path: '/search?q=sea', ready: (page) => page.locator('main mark').first() },
    { path: '/search?q=qwertyzz', ready: (page) => page.getByText(/^No results for/) },
    { path: '/video/000000000000000000000000', ready: heading },
    { path: '/login', ready: heading, signedOutOnly },
    { path: '/register', ready: heading, signedOutOnly },
    { path: '/forgot-password', ready: heading, signedOutOnly, axe: true },
    { path: '/reset-password/not-a-real-token', ready: heading, signedOutOnly, axe: true },
    { path: '/upload', ready: heading, signedInOnly: true },
    {
      path: '/wallet',
      ready: (page) => page.getByRole('table'),
      signedInOnly: true,
      axe: true,
      // The balance's label keeps its line beside the refresh button (it wrapped at 320 px).
      extra: async (page) =>
        (await textBoxes(page.locator('.wallet-label')))
          .filter((label) => label.lines !== 1)
          .map((label) => `"${label.text}" takes ${label.lines} lines`),
    },
    { path: '/my-uploads', ready: heading, signedInOnly: true },
    { path: '/account', ready: heading, signedInOnly: true, axe: true },
    { path: '/downloads', ready: heading, signedInOnly: true },
  ];
}

/** Whether the reader's floating bar overlaps the footer, scrolled to the very end. */
function readerBarOverFooter(page: Page): Promise<string | null> {
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

/** Buttons anywhere on the page whose label does not fit them (clipped). */
function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll('main button, main .btn, [role="dialog"] button')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        problems.push(
          `button "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 30)}" is clipped`,
        );
      }
    }
    return problems;
  });
}

/**
 * Lists of details separated by dots ("114.8K views • Nov 4, 2026") start where the lines above
 * them start: the first item's text at its list's edge, not indented by its hidden dot's gutter.
 */
function dotListsAligned(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const list of document.querySelectorAll('main .dot-list')) {
      const first = list.firstElementChild;
      const parent = list.parentElement;
      if (!first || !parent || list.getBoundingClientRect().width === 0) continue;
      const textLeft =
        first.getBoundingClientRect().left + parseFloat(getComputedStyle(first).paddingLeft);
      const edge =
        parent.getBoundingClientRect().left + parseFloat(getComputedStyle(parent).paddingLeft);
      if (Math.abs(textLeft - edge) > 1) {
        problems.push(`"${list.textContent.trim()}" starts ${Math.round(textLeft - edge)} px in`);
      }
    }
    return problems.slice(0, 2);
  });
}

/** Goes through every stop at every width and lists what is wrong. */
async function sweep(page: Page, stops: Stop[], signedIn: boolean): Promise<string[]> {
  const failures: string[] = [];
  for (const stop of stops) {
    if (stop.signedInOnly && !signedIn) continue;
    if (stop.signedOutOnly && signedIn) continue;
    await resizeTo(page, 1280);
    await page.goto(stop.path);
    // A busy machine takes a while to draw a PDF or a first grid.
    await expect(stop.ready(page)).toBeVisible({ timeout: 45_000 });
    const reader = stop.path.startsWith('/books/read/');
    for (const width of WIDTHS) {
      await resizeTo(page, width);
      // The reader refits after its 250 ms resize debounce (docs/product.md section 9).
      if (reader) await page.waitForTimeout(400);
      const where = `${stop.path} at ${width} px`;
      const { overflow, bar } = await layoutProblems(page);
      if (overflow) failures.push(`${where}: ${overflow}`);
      for (const problem of bar) failures.push(`${where}: ${problem}`);
      for (const problem of await clippedButtons(page)) failures.push(`${where}: ${problem}`);
      for (const problem of await dotListsAligned(page)) failures.push(`${where}: ${problem}`);
      // Either the whole bar or its menu button: every width gets one of the layouts.
      const menu = page.getByRole('button', { name: 'Open menu' });
      const banner = page.getByRole('banner');
      const links = banner.getByRole('link', { name: 'Videos', exact: true });
      if (!(await menu.isVisible()) && !(await links.isVisible())) {
        failures.push(`${where}: neither the links nor the menu button are shown`);
      }
      // Point 1: from 1024 px up, search and the balance (or Sign In) stay in the bar.
      if (width >= 1024) {
        if (!(await banner.getByRole('searchbox', { name: 'Search' }).isVisible())) {
          failures.push(`${where}: no search field in the bar`);
        }
        const account = signedIn
          ? banner.getByRole('link', { name: /^Wallet balance:/ })
          : banner.getByRole('link', { name: 'Sign In' });
        if (!(await account.isVisible())) {
          failures.push(`${where}: no ${signedIn ? 'balance' : 'Sign In'} in the bar`);
        }
      }
      if (reader) {
        const covered = await readerBarOverFooter(page);
        if (covered) failures.push(`${where}: the reader bar covers the footer (${covered})`);
      }
      for (const problem of (await stop.extra?.(page, width)) ?? []) {
        failures.push(`${where}: ${problem}`);
      }
      if (stop.axe && AXE_WIDTHS.includes(width)) {
        for (const violation of await axeViolations(page)) failures.push(`${where}: ${violation}`);
      }
    }
  }
  return failures;
}

test.describe('layout at 320, 768, 1024, 1180, 1440 and 1920 px', () => {
  const groups = [
    ['the catalogue', mediaStops],
    ['the other pages', otherStops],
  ] as const;
  for (const signedIn of [false, true]) {
    for (const theme of ['dark', 'light'] as const) {
      for (const [group, stops] of groups) {
        test(`${group}, ${signedIn ? 'signed in' : 'signed out'}, ${theme} theme: no sideways scroll, nothing clipped, search and the balance in the bar from 1024 px`, async ({
          page,
          apiURL,
          loginViaApi,
        }) => {
          test.setTimeout(420_000);
          if (signedIn) await loginViaApi(DEMO_USER.email, DEMO_USER.password);
          await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
          // The theme asked for is the one drawn (each width is checked in it).
          await page.goto('/');
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          expect(await sweep(page, await stops(apiURL), signedIn)).toEqual([]);
        });
      }
    }
  }

  test('the menu lies over the page, holds every entry inside the window and closes on a press outside', async ({
    page,
    loginViaApi,
  }) => {
    await loginViaApi(DEMO_USER.email, DEMO_USER.password);
    await page.goto('/videos');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    for (const width of [320, 768, 1024]) {
      await resizeTo(page, width);
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(menu).toBeVisible();
      const before = await heading.boundingBox();
      await menu.click();
      const banner = page.getByRole('banner');
      for (const name of ['Home', 'Videos', 'Music', 'Books', 'Stories', 'Upload', 'Downloads']) {
        await expect(banner.getByRole('link', { name, exact: true })).toBeInViewport();
      }
      await expect(banner.getByRole('button', { name: 'Logout' })).toBeInViewport();
      await expect(banner.getByRole('link', { name: /^Wallet balance:/ })).toBeInViewport();
      await expect(banner.getByRole('searchbox', { name: 'Search' })).toBeInViewport();
      // An overlay: the page under it has not moved.
      expect(await heading.boundingBox()).toEqual(before);
      expect(await layoutProblems(page)).toEqual({ overflow: null, bar: [] });
      await page.mouse.click(width - 10, 880);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  });

  test('the reader refits after a small resize, and its page is never cropped', async ({
    page,
    apiURL,
  }) => {
    const books = (await (await fetch(`${apiURL}/api/books/random`)).json()) as {
      _id: string;
      format?: string;
    }[];
    const pdf = books.find((b) => (b.format ?? 'pdf') === 'pdf');
    await resizeTo(page, 1024);
    await page.goto(`/books/read/${pdf?._id}`);
    const canvas = page.locator('.reader-page canvas');
    await expect(canvas).toBeVisible({ timeout: 45_000 });
    for (const width of [1016, 1009, 1000, 320, 326]) {
      await resizeTo(page, width);
      await page.waitForTimeout(400);
      expect(await layoutProblems(page), `at ${width} px`).toMatchObject({ overflow: null });
      expect(await readerFits(page), `at ${width} px`).toEqual([]);
    }
  });

  test('the Insufficient Balance amounts stay on one line, in one column, at 320 px', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    const account = await provider.createVerifiedAccount({ credits: 3 });
    await loginViaApi(account.email, account.password);
    await resizeTo(page, 320);
    await openUploadPage(page);
    await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
    await field(page, 'Title').fill('Too expensive');
    await field(page, 'Description').fill('Not enough credits for this one.');
    await field(page, 'Tags').fill('broke');
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Balance' });
    await expect(dialog).toContainText('Your balance3.00 credits');
    const amounts = await textBoxes(dialog.locator('dd'));
    expect(amounts.map((amount) => `${amount.text}: ${amount.lines}`)).toEqual([
      '10.00 credits: 1',
      '3.00 credits: 1',
      '7.00 credits: 1',
    ]);
    expect(new Set(amounts.map((amount) => amount.right)).size).toBe(1);
    const labels = await dialog
      .locator('dt')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    expect(new Set(labels).size).toBe(1);
    expect(await layoutProblems(page)).toMatchObject({ overflow: null });
  });

  test('home: the rows hold their space while they load, then lead to their pages; no axe violations', async ({
    page,
  }) => {
    // The rows' calls wait until the placeholders have been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/(audios\/random|books\/random|stories\?|poems\?)/, async (route) => {
      await held;
      await route.continue();
    });
    await resizeTo(page, 1440);
    await page.goto('/');
    const music = page.getByRole('region', { name: 'New music' });
    const books = page.getByRole('region', { name: 'Books to read' });
    const writings = page.getByRole('region', { name: 'Stories and poems' });
    const rows = [music, books, writings];
    await expect(page.getByRole('status', { name: 'Loading new music' })).toBeVisible({
      timeout: 30_000,
    });
    const promo = page.getByRole('heading', { name: 'Mobile Experience' });
    const heights = async () =>
      Promise.all(rows.map(async (row) => (await row.boundingBox())?.height));
    const loading = await heights();
    const promoBefore = (await promo.boundingBox())?.y;
    release();
    for (const row of rows) await expect(row.getByRole('link').nth(1)).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    expect(await heights()).toEqual(loading);
    expect((await promo.boundingBox())?.y).toBe(promoBefore);

    for (const [name, href] of [
      ['See all music', '/audio'],
      ['See all books', '/books'],
      ['See all stories and poems', '/stories'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The first link of a row is its See all; the cards follow.
    await expect(music.getByRole('link').nth(1)).toHaveAttribute('href', /^\/audio\/[a-f0-9]{24}$/);
    await expect(books.getByRole('link').nth(1)).toHaveAttribute(
      'href',
      /^\/books\/read\/[a-f0-9]{24}$/,
    );
    await expect(writings.getByRole('link').nth(1)).toHaveAttribute(
      'href',
      /^\/stories\/(story|poem)\/[a-f0-9]{24}$/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
