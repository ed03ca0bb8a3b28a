import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { seeded } from './support/catalogue';
import { bar, bookFrame, progress, selectPassage } from './support/ebook';
import { declaring, epubWith } from './support/epub';
import { keepScreenshot } from './support/screenshots';
import { waitForWorker } from './support/service-worker';

// Issue 56: EPUB and MOBI books read in the browser. The seeded "Tide Tables for Beginners" is
// an EPUB of "Maps of the Quiet Coast"'s text with its own headings (scripts/fixtures).
const EPUB = seeded('books', 'tide-tables-for-beginners');
const MOBI = seeded('books', 'the-night-tram-diaries');
const AZW3 = fileURLToPath(
  new URL('../../fixtures/media/books/kf8/the-night-bakery.azw3', import.meta.url),
);

/** Where a shown element is on the page. */
async function laidOut(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

test.describe('the e-book reader', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('reads a seeded EPUB: settings, contents, search, a highlight with a note, kept across a reload and another browser', async ({
    page,
    browser,
    provider,
    loginViaApi,
    baseURL,
  }) => {
    const account = await provider.createVerifiedAccount();
    const { token } = await loginViaApi(account.email, account.password);
    const keptProgress = async () => {
      const res = await provider.call(`/api/me/reading/${EPUB.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { place: { progress: number } | null }).place?.progress ?? 0;
    };
    await page.goto(`/books/read/${EPUB.id}`);
    await expect(page.getByRole('heading', { level: 1, name: EPUB.title })).toBeVisible();
    let frame = await bookFrame(page, 'Tide Tables for Beginners');
    // Nothing read yet on the title page (foliate-js's own figure, where the page ends, said 13%).
    await expect(progress(page).locator('.ebook-percent')).toHaveText('0%');

    // Settings: a larger text and sepia pages.
    await bar(page).getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('complementary', { name: 'Reading settings' });
    await expect(panel).toBeVisible();
    const before = await frame.evaluate(() => getComputedStyle(document.body).fontSize);
    await panel.getByRole('button', { name: 'Larger text' }).click();
    await expect(panel.locator('output')).toHaveText('115%');
    await panel.getByRole('radio', { name: 'Sepia' }).check();
    await expect
      .poll(() => frame.evaluate(() => getComputedStyle(document.body).fontSize))
      .not.toBe(before);
    await expect
      .poll(() => frame.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(244, 236, 216)');
    // A first visit resumes nothing, though the larger text moved the place (and it was kept).
    await expect(page.getByText(/^Resumed at/)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The contents: jump to the third chapter.
    await bar(page).getByRole('button', { name: 'Contents' }).click();
    const contents = page.getByRole('complementary', { name: 'Contents' });
    await contents.getByRole('button', { name: 'The Spring Tide' }).click();
    frame = await bookFrame(page, 'South of Selm the land gives up');
    expect(await axeViolations(page)).toEqual([]);

    // Search a word and go to its match in the last chapter. Pressed with the contents open, Search
    // opens its panel on the field: the reader types at once.
    await bar(page).getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('complementary', { name: 'Search in book' });
    await expect(search.getByRole('searchbox', { name: 'Search in book' })).toBeFocused();
    await page.keyboard.type('squat');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(search.getByRole('status')).toHaveText('1 match for “squat”');
    const match = search.getByRole('button', { name: /Slack Water.*squat white tower/ });
    await match.click();
    frame = await bookFrame(page, 'a squat white tower');
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes the panel and gives the focus back to the Search button.
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
    await expect(bar(page).getByRole('button', { name: 'Search' })).toBeFocused();

    // Highlight a passage with a note.
    await selectPassage(frame, 'a squat white tower watches the bay');
    const popup = page.getByRole('dialog', { name: 'Highlight the selected passage' });
    await popup.getByRole('button', { name: 'Add note' }).click();
    await popup.getByRole('radio', { name: 'Green' }).check();
    await popup.getByRole('textbox', { name: 'Note' }).fill('The end of the walk');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup).toHaveCount(0);
    await bar(page).getByRole('button', { name: 'Highlights' }).click();
    const list = page.getByRole('complementary', { name: 'Highlights and notes' });
    await expect(
      list.getByRole('button', { name: 'a squat white tower watches the bay', exact: true }),
    ).toBeVisible();
    await expect(list.getByText('The end of the walk')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const percent = (await progress(page).locator('.ebook-percent').textContent()) ?? '';
    expect(parseInt(percent, 10)).toBeGreaterThan(50);

    // A reload opens at the same place, with the highlight.
    // The provider has the place (sent a second after the last turn).
    await expect.poll(keptProgress).toBeGreaterThan(0.5);
    await page.reload();
    await bookFrame(page, 'a squat white tower');
    await expect(page.getByText(/^Resumed at \d+%/)).toBeVisible();
    await bar(page).getByRole('button', { name: 'Highlights' }).click();
    await expect(page.getByText('The end of the walk')).toBeVisible();

    // Another browser signed in as the same user opens at the same place (kept by the provider).
    const other = await browser.newContext({ baseURL, viewport: { width: 1024, height: 800 } });
    const session = await provider.login(account.email, account.password);
    await other.addInitScript((data) => {
      localStorage.setItem('auth_data', JSON.stringify(data));
      localStorage.setItem('token', data.token);
    }, session);
    const second = await other.newPage();
    await second.goto(`/books/read/${EPUB.id}`);
    await bookFrame(second, 'a squat white tower');
    await bar(second).getByRole('button', { name: 'Highlights' }).click();
    await expect(second.getByText('The end of the walk')).toBeVisible();
    await other.close();
  });

  test('keeps its bar one row that never scrolls sideways, and one column until two fit, from a phone to a desktop window', async ({
    page,
  }) => {
    await page.goto(`/books/read/${EPUB.id}`);
    await bookFrame(page, 'Tide Tables for Beginners');
    // The labelled bar needs 733 px: below that the panels show their icons (from 521 to 799 px
    // the bar scrolled, its last buttons out of sight).
    for (const width of [320, 521, 600, 768, 800, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(bar(page)).toBeVisible();
      const { scroll, client, height } = await bar(page).evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        height: el.getBoundingClientRect().height,
      }));
      expect(scroll, `${width} px`).toBeLessThanOrEqual(client);
      expect(height, `${width} px`).toBeLessThan(70);
      await expect(bar(page).getByRole('button', { name: 'Settings' })).toBeInViewport();
    }
    // One column until the page holds two lines of 42em (672 px): a 560 px page was two of 229.
    const frame = await bookFrame(page, 'Tide Tables for Beginners');
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() =>
          frame.evaluate(() =>
            Math.round(
              document.documentElement.clientWidth /
                parseFloat(getComputedStyle(document.documentElement).columnWidth),
            ),
          ),
        )
        .toBe(width < 760 ? 1 : 2);
    };
    for (const width of [600, 700, 1024]) await columns(width);
  });

  test('reads a seeded MOBI book through its contents, and a KF8 (AZW3) one', async ({ page }) => {
    await page.goto(`/books/read/${MOBI.id}`);
    await bookFrame(page, 'The Night Tram Diaries');
    await bar(page).getByRole('button', { name: 'Contents' }).click();
    await page.getByRole('button', { name: 'A Different Route' }).click();
    await bookFrame(page, /A Different Route/);
    await page.keyboard.press('ArrowRight');
    await expect(progress(page)).toContainText('%');
    expect(await axeViolations(page)).toEqual([]);

    // The same book's file, answered as a Kindle Format 8 book (fixtures/media/books/kf8): its
    // skeleton and fragments are put together and its contents listed as MOBI 6's are.
    await page.route(`**/api/books/read/${MOBI.id}`, (route) =>
      route.fulfill({ body: readFileSync(AZW3), contentType: 'application/x-mobipocket-ebook' }),
    );
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await bookFrame(page, 'The Night Bakery');
    await bar(page).getByRole('button', { name: 'Contents' }).click();
    await page.getByRole('button', { name: 'Proving Time' }).click();
    await bookFrame(page, /Proving Time/);
  });

  test(
    'shows a hostile EPUB without running or fetching anything, and refuses a zip bomb in time',
    { tag: '@cross-origin' },
    async ({ page }) => {
      const remote: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('tracker.invalid')) remote.push(req.url());
      });
      const hostile = epubWith(
        '<script>parent.document.title = "ran"; window.top.__ran = true;</script>' +
          '<p onclick="parent.__ran = true">Nothing here runs.</p>' +
          '<img src="https://tracker.invalid/pixel.gif" onload="parent.__ran = true" alt=""/>' +
          '<svg xmlns="http://www.w3.org/2000/svg" onload="parent.__ran = true"><rect width="4" height="4"/></svg>' +
          '<p style="background: url(https://tracker.invalid/bg.png)">Still readable.</p>',
      );
      const bomb = declaring(epubWith('<p>Bomb</p>'), 'OEBPS/c1.xhtml', 1024 ** 3);
      const serve = (bytes: Buffer) =>
        page.route(`**/api/books/read/${EPUB.id}`, (route) =>
          route.fulfill({ body: bytes, contentType: 'application/epub+zip' }),
        );

      await serve(hostile);
      await page.goto(`/books/read/${EPUB.id}`);
      const frame = await bookFrame(page, 'Nothing here runs.');
      await frame.locator('p').first().click();
      await expect(frame.getByText('Still readable.')).toBeVisible();
      expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
      await expect(page).not.toHaveTitle('ran');
      expect(remote).toEqual([]);

      await page.unrouteAll();
      await serve(bomb);
      await page.goto(`/books/read/${EPUB.id}`);
      await expect(page.getByText('Failed to load PDF. Please try again.')).toBeVisible({
        timeout: 5_000,
      });
      await expect(page.getByRole('link', { name: '← Books' })).toBeVisible();
    },
  );

  test.describe('saved for offline use', () => {
    test.use({ serviceWorkers: 'allow' });

    test(
      'reads a saved EPUB with the network off',
      { tag: '@cross-origin' },
      async ({ page, context }) => {
        await page.goto(`/books/read/${EPUB.id}`);
        await waitForWorker(page);
        await bookFrame(page, 'Tide Tables for Beginners');
        await page.getByRole('button', { name: 'Save offline' }).click();
        await expect(page.getByText('Saved offline')).toBeVisible({ timeout: 20_000 });

        await context.setOffline(true);
        await page.reload();
        await bookFrame(page, 'Tide Tables for Beginners');
        await bar(page).getByRole('button', { name: 'Contents' }).click();
        await page.getByRole('button', { name: 'Soundings' }).click();
        await bookFrame(page, /Soundings/);
        await context.setOffline(false);
      },
    );
  });

  test('passes axe and keeps the whole bar in the window with each panel open, in dark, light and sepia, at 320, 1024 and 1440 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const looks = [
      { theme: 'dark', page: 'auto', panel: 'Contents', title: 'Contents' },
      { theme: 'light', page: 'auto', panel: 'Search', title: 'Search in book' },
      { theme: 'light', page: 'sepia', panel: 'Highlights', title: 'Highlights and notes' },
      { theme: 'dark', page: 'auto', panel: 'Settings', title: 'Reading settings' },
    ] as const;
    // One load per look: the panel stays open while the window is resized in place, as a
    // visitor's does (decision 0417). The look is stored on the app's origin before each load.
    // A few pages in first: each look reopens there, with the "Resumed at" line above the page
    // (a panel that missed the line the page gave up pushed the bar off a 900 px window).
    await page.goto(`/books/read/${EPUB.id}`);
    await bookFrame(page);
    await expect(progress(page)).toContainText('%');
    const start = await progress(page).innerText();
    for (let turn = 0; turn < 3; turn += 1) await page.keyboard.press('ArrowRight');
    await expect(progress(page)).not.toHaveText(start);
    // The place is kept once the book has turned (use-reading-place.ts): reopened before that,
    // it opened at the start with no "Resumed at" (once in a clean-clone run).
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`inkreel:book-place:${id}`), EPUB.id))
      .not.toBeNull();
    for (const look of looks) {
      await page.evaluate((l) => {
        localStorage.setItem('theme', l.theme);
        const settings = {
          size: 2,
          spacing: 'normal',
          margin: 'normal',
          font: 'serif',
          flow: 'paginated',
        };
        localStorage.setItem(
          'inkreel:ebook-settings',
          JSON.stringify({ ...settings, page: l.page }),
        );
      }, look);
      await page.setViewportSize({ width: 1440, height: 800 });
      await page.goto(`/books/read/${EPUB.id}`);
      await bookFrame(page);
      await expect(page.getByText(/^Resumed at/)).toBeVisible();
      await bar(page).getByRole('button', { name: look.panel }).click();
      const panel = page.getByRole('complementary', { name: look.title });
      for (const width of [1440, 1024, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(panel).toBeVisible();
        // The whole bar in the window, under the panel (not floating over it).
        const where = `${width} ${look.theme} ${look.panel}`;
        const barBox = await laidOut(bar(page));
        const panelBox = await laidOut(panel);
        expect(barBox.x, where).toBeGreaterThanOrEqual(0);
        expect(barBox.y, where).toBeGreaterThanOrEqual(0);
        expect(barBox.x + barBox.width, where).toBeLessThanOrEqual(width);
        expect(barBox.y + barBox.height, where).toBeLessThanOrEqual(800);
        expect(panelBox.y + panelBox.height, where).toBeLessThanOrEqual(barBox.y);
        expect(
          await axeViolations(page),
          `${width} ${look.theme} ${look.page} ${look.panel}`,
        ).toEqual([]);
        await keepScreenshot(
          page,
          `ebook-${width}-${look.theme}-${look.page}-${look.panel.toLowerCase()}`,
        );
      }
    }
  });
});
