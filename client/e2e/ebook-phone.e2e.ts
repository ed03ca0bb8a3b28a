import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { seeded } from './support/catalogue';
import { bar, bookFrame, progress } from './support/ebook';

// Issue 51 (item 3's rule, for the EPUB reader): on a phone the book's text is never under the
// reader's bar, and the page uses the screen's height. Its edges turn the page at a tap, as a
// swipe does; a tap in its middle brings the page and the bar back into view.
const BOOK = seeded('books', 'a-lantern-in-the-fog');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The part of the book's page the reader sees: under the site's sticky bar, inside the window. */
async function visiblePage(page: Page): Promise<Box> {
  const book = await box(page.locator('.ebook-host'));
  const navbar = await box(page.getByRole('banner').first());
  const height = page.viewportSize()?.height ?? 0;
  const top = Math.max(book.y, navbar.y + navbar.height);
  const bottom = Math.min(book.y + book.height, height);
  return { x: book.x, y: top, width: book.width, height: Math.max(0, bottom - top) };
}

/** The bar is wholly in the window and nowhere over the visible page. */
async function expectBarClear(page: Page, where: string) {
  const controls = await box(bar(page));
  const book = await visiblePage(page);
  const height = page.viewportSize()?.height ?? 0;
  expect(controls.y + controls.height, `${where}: the bar in the window`).toBeLessThanOrEqual(
    height,
  );
  const overlap =
    Math.min(controls.y + controls.height, book.y + book.height) - Math.max(controls.y, book.y);
  expect(overlap, `${where}: the bar over the page by ${overlap} px`).toBeLessThanOrEqual(0);
  // The page takes the screen: at least 70% of the window's height (7 lines of 640 px before).
  expect(book.height, `${where}: the page's height`).toBeGreaterThanOrEqual(height * 0.7);
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`the e-book reader on a ${viewport.width} px phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('keeps its bar off the page, turns at the edges and by a swipe, and comes back at a tap', async ({
      page,
    }) => {
      await page.goto(`/books/read/${BOOK.id}`);
      await bookFrame(page, 'A Lantern in the Fog');
      await expect(progress(page).locator('.ebook-percent')).toHaveText('0%');
      await expectBarClear(page, 'on load');
      // One row of controls, each panel still named for a screen reader.
      expect((await box(bar(page))).height).toBeLessThan(56);
      for (const name of ['Contents', 'Search', 'Highlights', 'Settings']) {
        await expect(bar(page).getByRole('button', { name })).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);

      const book = await visiblePage(page);
      const middleY = book.y + book.height / 2;
      const percent = () => progress(page).locator('.ebook-percent').innerText();

      // A tap on the right edge turns forward, on the left edge back.
      await page.touchscreen.tap(book.x + book.width - 12, middleY);
      await expect.poll(percent).not.toBe('0%');
      await expectBarClear(page, 'after a tap on the edge');
      await page.touchscreen.tap(book.x + 12, middleY);
      await expect.poll(percent).toBe('0%');

      // A finger drawn from right to left turns forward too.
      const cdp = await page.context().newCDPSession(page);
      const at = (step: number) => [
        { x: book.x + book.width * (0.8 - step * 0.075), y: middleY, id: 1 },
      ];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
      for (let step = 1; step <= 8; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(percent).not.toBe('0%');
      await expectBarClear(page, 'after a swipe');
      // The turn is animated: a tap while the page still slides is taken by the slide, as a
      // person's would be. Wait until the place reads the same twice in a row.
      let last = '';
      await expect
        .poll(
          async () => {
            const now = await percent();
            const same = now === last;
            last = now;
            return same;
          },
          { intervals: [300] },
        )
        .toBe(true);

      // Back at the title page (the next one lists the chapters: a tap there may be on a link).
      await page.touchscreen.tap(book.x + 12, middleY);
      await expect.poll(percent).toBe('0%');

      // Scrolled up to the book's title and Share, a tap in the middle of the page brings the
      // page and its bar back, the page where it was.
      await page.evaluate(() => window.scrollTo(0, 0));
      const title = page.getByRole('heading', { level: 1, name: BOOK.title });
      await expect(title).toBeInViewport();
      const shown = await visiblePage(page);
      await page.touchscreen.tap(shown.x + shown.width / 2, shown.y + shown.height / 2);
      await expect(title).not.toBeInViewport();
      await expectBarClear(page, 'after a tap in the middle');
      expect(await percent()).toBe('0%');

      // The bar's controls work by touch: the contents, and a chapter from them.
      await bar(page).getByRole('button', { name: 'Contents' }).tap();
      const contents = page.getByRole('complementary', { name: 'Contents' });
      await expect(contents).toBeInViewport();
      await contents.getByRole('button').last().tap();
      await expect.poll(percent).not.toBe('0%');
      // The panel lay over the book: going to the chapter closes it, the focus back on its button.
      await expect(contents).toHaveCount(0);
      await expect(bar(page).getByRole('button', { name: 'Contents' })).toBeFocused();
      await expectBarClear(page, 'after a jump');
    });
  });
}
