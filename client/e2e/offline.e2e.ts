import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_USER } from './support/provider';

/**
 * Records every Media Session action handler the page registers, so the test can call them as
 * the lock screen would (handlers cannot be reached from outside the page otherwise).
 */
function recordMediaSessionHandlers() {
  const handlers: Record<string, ((details: object) => void) | null> = {};
  (window as unknown as { __mediaHandlers: typeof handlers }).__mediaHandlers = handlers;
  const session = navigator.mediaSession;
  const original = session.setActionHandler.bind(session);
  session.setActionHandler = (action, handler) => {
    handlers[action] = handler as ((details: object) => void) | null;
    original(action, handler);
  };
}

/** Waits until a service worker controls the page (it registers after load). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

async function saveOffline(page: Page) {
  await page.getByRole('button', { name: 'Save offline' }).click();
  await expect(page.getByText('Saved offline')).toBeVisible({ timeout: 30_000 });
}

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output/screenshots');

const mediaTitle = (page: Page) =>
  page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'saves a video, a track and a book, then plays, reads and manages them with the network off',
    { tag: '@cross-origin' },
    async ({ page, context, loginViaApi }) => {
      test.setTimeout(180_000);
      await page.addInitScript(recordMediaSessionHandlers);
      await loginViaApi(DEMO_USER.email, DEMO_USER.password);

      // A video.
      await page.goto('/videos');
      await waitForWorker(page);
      await page.getByRole('list', { name: 'Videos' }).getByRole('link').first().click();
      await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
      const videoUrl = page.url();
      const videoTitle =
        (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
      await saveOffline(page);

      // A track.
      await page.goto('/audio');
      await page.getByRole('list', { name: 'Audio tracks' }).getByRole('link').first().click();
      await page.waitForURL(/\/audio\/[a-f0-9]{24}$/);
      const trackUrl = page.url();
      await saveOffline(page);

      // A book, reached from the list so the reader knows its title.
      await page.goto('/books');
      await page.getByRole('list', { name: 'Books' }).getByRole('link').first().click();
      await page.waitForURL(/\/books\/read\/[a-f0-9]{24}$/);
      const bookUrl = page.url();
      await expect(page.locator('.reader-page canvas')).toBeVisible({ timeout: 20_000 });
      await saveOffline(page);

      await page.goto('/downloads');
      const rows = page.getByRole('list', { name: 'Saved items' }).getByRole('listitem');
      await expect(rows).toHaveCount(3);

      // Network off.
      await context.setOffline(true);
      await page.goto(videoUrl);
      await expect(page.getByText(/You are offline/)).toBeVisible();
      await expect(page.getByText('Saved offline')).toBeVisible();
      await page.evaluate(async () => {
        const video = document.querySelector('video');
        if (!video) throw new Error('No <video>');
        video.muted = true;
        await video.play();
      });
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
      // Seeking needs Range replies from the offline cache.
      await page.evaluate(() => {
        const video = document.querySelector('video');
        if (video) video.currentTime = 3;
      });
      await page.waitForFunction(() => {
        const video = document.querySelector('video');
        return video !== null && !video.seeking && video.currentTime >= 3;
      });
      expect(await page.evaluate(() => document.querySelector('video')?.error ?? null)).toBeNull();

      // Media Session: metadata, state and the lock-screen actions.
      expect(await mediaTitle(page)).toBe(videoTitle.trim());
      await expect
        .poll(() => page.evaluate(() => navigator.mediaSession.playbackState))
        .toBe('playing');
      await page.evaluate(() => {
        const handlers = (
          window as unknown as { __mediaHandlers: Record<string, (d: object) => void> }
        ).__mediaHandlers;
        handlers.pause?.({ action: 'pause' });
      });
      await expect
        .poll(() => page.evaluate(() => document.querySelector('video')?.paused))
        .toBe(true);
      await page.evaluate(() => {
        const handlers = (
          window as unknown as { __mediaHandlers: Record<string, (d: object) => void> }
        ).__mediaHandlers;
        handlers.seekto?.({ action: 'seekto', seekTime: 1 });
      });
      await expect
        .poll(() =>
          page.evaluate(() => Math.round(document.querySelector('video')?.currentTime ?? -1)),
        )
        .toBe(1);

      // The track plays offline.
      await page.goto(trackUrl);
      await page.getByRole('button', { name: 'Play' }).click();
      await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.2);
      expect(await mediaTitle(page)).toBeTruthy();
      // The lock screen's "seek forward" moves the track on (Range replies from the saved copy).
      const trackAt = await page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
      await page.evaluate(() => {
        const handlers = (
          window as unknown as { __mediaHandlers: Record<string, (d: object) => void> }
        ).__mediaHandlers;
        handlers.seekforward?.({ action: 'seekforward', seekOffset: 2 });
      });
      await page.waitForFunction((from) => {
        const audio = document.querySelector('audio');
        return audio !== null && !audio.seeking && audio.currentTime >= from + 1.5;
      }, trackAt);
      expect(await page.evaluate(() => document.querySelector('audio')?.error ?? null)).toBeNull();

      // The book opens and renders a page offline.
      await page.goto(bookUrl);
      await expect(page.locator('.reader-page canvas')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('status', { name: 'Page', exact: true })).toHaveText(
        /^1 \/ \d+$/,
      );
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByRole('status', { name: 'Page', exact: true })).toHaveText(
        /^2 \/ \d+$/,
      );

      // Downloads: remove one, it is gone and the total shrinks.
      await page.goto('/downloads');
      await expect(rows).toHaveCount(3);
      const summary = page.getByTestId('storage-summary');
      const before = await summary.textContent();
      await rows
        .first()
        .getByRole('button', { name: /Remove/ })
        .click();
      await expect(rows).toHaveCount(2);
      await expect(summary).not.toHaveText(before ?? '');

      await context.setOffline(false);
    },
  );

  test('the Downloads page has no axe violations, empty and with items, in both themes and widths', async ({
    page,
    loginViaApi,
  }) => {
    test.setTimeout(180_000);
    await loginViaApi(DEMO_USER.email, DEMO_USER.password);
    const check = async (name: string) => {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((value) => localStorage.setItem('theme', value), theme);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.screenshot({ path: `${shots}/${name}-${theme}-${width}.png`, fullPage: true });
          if (name.startsWith('downloads')) {
            const results = await new AxeBuilder({ page }).analyze();
            expect(
              results.violations.map((v) => `${v.id}: ${v.help}`),
              `${name} ${theme} ${width}`,
            ).toEqual([]);
          }
        }
      }
    };

    await page.goto('/downloads');
    await check('downloads-empty');

    await page.goto('/videos');
    await page.getByRole('list', { name: 'Videos' }).getByRole('link').first().click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await expect(page.getByRole('button', { name: 'Save offline' })).toBeVisible();
    await check('video-save-offline');
    await saveOffline(page);

    await page.goto('/downloads');
    await expect(page.getByRole('list', { name: 'Saved items' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await check('downloads-items');
  });
});
