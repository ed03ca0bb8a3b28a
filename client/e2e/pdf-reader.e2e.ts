import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { seeded } from './support/catalogue';
import { DEMO_USER } from './support/provider';

// Issue 56 (search inside a PDF, with pdf.js's text layer) and issue 51, item 3 (the PDF reader on
// a phone: pinch and double-tap zoom, one row of controls, fit to width to start).
const BOOK = seeded('books', 'the-lighthouse-keeper-of-vell');

const readout = (page: Page) => page.getByRole('status', { name: 'Page', exact: true });
const zoomPercent = async (page: Page) =>
  parseInt((await page.getByRole('status', { name: 'Zoom', exact: true }).textContent()) ?? '', 10);

async function openBook(page: Page) {
  await page.goto(`/books/read/${BOOK.id}`);
  await expect(readout(page)).toHaveText(/^\d+ \/ 5$/, { timeout: 20_000 });
  await expect(page.locator('.reader-page canvas')).toBeVisible();
}

test('searches a PDF and goes to the page of the match, marked in its selectable text', async ({
  page,
}) => {
  await openBook(page);
  await expect(page.locator('.reader-page .textLayer')).toContainText('Lighthouse');
  await page.getByRole('button', { name: 'Search in book' }).click();
  const panel = page.getByRole('complementary', { name: 'Search in book' });
  await panel.getByRole('searchbox', { name: 'Search in book' }).fill('harbourmaster');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('1 match for “harbourmaster”');
  await panel.getByRole('button', { name: /^Page 4 .*harbourmaster said satellites/ }).click();
  await expect(readout(page)).toHaveText('4 / 5');
  await expect(page.locator('.reader-page mark.reader-match')).toHaveText('harbourmaster');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('starts fit to width in one row of controls, pinches and double-taps to zoom', async ({
    page,
    loginViaApi,
  }) => {
    // Signed in, the book has its three actions: Share and Save to playlist share a line above
    // the page (they took one each and pushed the page down).
    await loginViaApi(DEMO_USER.email, DEMO_USER.password);
    await openBook(page);
    const share = await page.getByRole('button', { name: 'Share', exact: true }).boundingBox();
    const save = await page.getByRole('button', { name: /^Save to playlist/ }).boundingBox();
    expect(save?.y).toBe(share?.y);
    const fit = page.getByRole('button', { name: 'Fit to width' });
    await expect(fit).toHaveAttribute('aria-pressed', 'true');
    const fitted = await zoomPercent(page);
    const bar = page.getByRole('toolbar', { name: 'Reader controls' });
    const box = await bar.boundingBox();
    // One row (a button is 32 px), within the window.
    expect(box?.height).toBeLessThan(50);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 320).toBe(true);
    // At the end of the page the bar sits below it, not over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const canvas = await page.locator('.reader-page canvas').boundingBox();
    const after = await bar.boundingBox();
    expect((after?.y ?? 0) >= (canvas?.y ?? 0) + (canvas?.height ?? 0)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Two fingers spread apart on the page: it zooms in.
    const page1 = (await page.locator('.reader-page canvas').boundingBox()) ?? {
      x: 0,
      y: 0,
      width: 0,
      height: 0,
    };
    const cx = page1.x + page1.width / 2;
    const cy = page1.y + Math.min(page1.height, 300) / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - spread, y: cy, id: 1 },
                { x: cx + spread, y: cy, id: 2 },
              ],
      });
    // One finger drawn across the page, in steps, as a hand moves.
    const swipe = async (dx: number, dy: number) => {
      const at = (step: number) => [{ x: cx - (dx * step) / 8, y: cy - (dy * step) / 8, id: 1 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
      for (let step = 1; step <= 8; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    // Two taps 100 ms apart by the events' own clock: a busy machine delays their delivery, not
    // the time the page reads from them.
    const doubleTap = async (x = cx, y = cy) => {
      const at = Date.now() / 1000;
      const point = [{ x, y, id: 1 }];
      for (const [type, offset] of [
        ['touchStart', 0],
        ['touchEnd', 0.03],
        ['touchStart', 0.1],
        ['touchEnd', 0.13],
      ] as const) {
        await cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : point,
          timestamp: at + offset,
        });
      }
    };

    // Reading (a finger moves the page), the bar steps aside; a tap brings it back.
    await swipe(0, 40);
    await expect(bar).toHaveCSS('opacity', '0');
    await page.touchscreen.tap(cx, cy);
    await expect(bar).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));

    await touch('touchStart', 20);
    for (const spread of [30, 45, 60, 70]) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect(fit).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => zoomPercent(page)).toBeGreaterThan(fitted * 2);

    // A double tap goes back to fitting the width, and another zooms in again.
    await doubleTap();
    await expect(fit).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => zoomPercent(page)).toBe(fitted);
    // Near the page's right edge: that edge is what grows under the finger, not the left side.
    const edgeX = page1.x + page1.width * 0.85;
    // Right after the fit, the page may still be redrawn at its new size, and on a busy machine
    // one pair went unseen (1 of 3 clean-clone runs; a canvas replaced under the finger takes its
    // touch end with it): the pair is tapped again until one registers. A registered pair leaves
    // fit to width, so no second pair follows it.
    await expect(async () => {
      await doubleTap(edgeX, cy);
      await expect(fit).toHaveAttribute('aria-pressed', 'false', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const across = () =>
      page.locator('.reader-page canvas').evaluate((canvas, x) => {
        const box = canvas.getBoundingClientRect();
        return (x - box.left) / box.width;
      }, edgeX);
    await expect.poll(across).toBeCloseTo(0.85, 1);

    // Zoomed past the window, one finger pans the page sideways.
    const stage = page.getByRole('region', { name: 'Book page' });
    const scrolled = () => stage.evaluate((el) => el.scrollLeft);
    const before = await scrolled();
    expect(before).toBeGreaterThan(40);
    await swipe(-120, 0);
    await expect.poll(scrolled).toBeLessThan(before - 40);
    await page.touchscreen.tap(cx, cy);
    await expect(bar).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
  });
});
