import type { Page } from '@playwright/test';
import { audioCalls, bookCalls } from '@inkreel/shared';
import { OFFLINE_CACHE } from '../src/pwa/offline-cache';
import { expect, test } from './fixtures';
import { animationsSettled, axeViolations } from './support/axe';
import { keepScreenshot } from './support/screenshots';
import { DEMO_USER, type Provider } from './support/provider';
import { waitForWorker } from './support/service-worker';

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

async function saveOffline(page: Page) {
  await page.getByRole('button', { name: 'Save offline' }).click();
  await expect(page.getByText('Saved offline')).toBeVisible({ timeout: 30_000 });
}

const mediaTitle = (page: Page) =>
  page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

/** What the lock screen shows: title, artist and the artwork addresses. */
const mediaMetadata = (page: Page) =>
  page.evaluate(() => {
    const metadata = navigator.mediaSession.metadata;
    return {
      title: metadata?.title,
      artist: metadata?.artist,
      artwork: metadata?.artwork.map((image) => image.src) ?? [],
    };
  });

/** Calls the action handler the page gave the Media Session, as the lock screen would. */
const mediaAction = (page: Page, details: MediaSessionActionDetails) =>
  page.evaluate((d) => {
    const handlers = (window as unknown as { __mediaHandlers: Record<string, (d: object) => void> })
      .__mediaHandlers;
    handlers[d.action]?.(d);
  }, details);

/** A PDF book of the provider's (the reader renders PDFs; other formats are offered as files). */
async function aPdfBook(provider: Provider): Promise<string> {
  const res = await provider.call('/api/books/random');
  const books = bookCalls.random.responses[200].parse(await res.json());
  const pdf = books.find((book) => (book.format ?? 'pdf') === 'pdf');
  if (!pdf) throw new Error('No PDF among the random books');
  return pdf._id;
}

/** An /api media path as the app addresses it (docs/product.md section 7), for `base` the app's API origin. */
const mediaAddress = (base: string, mediaPath: string) =>
  /^(https?:)?\/\//i.test(mediaPath)
    ? mediaPath
    : `${base}/api${mediaPath.startsWith('/') ? mediaPath : `/${mediaPath}`}`;

/** Bytes and entries the app keeps in its offline cache (files and their JSON replies). */
const offlineCacheContents = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    let bytes = 0;
    const requests = await cache.keys();
    for (const request of requests)
      bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
    return { bytes, entries: requests.length };
  }, OFFLINE_CACHE);

/** Counts the page's storage estimates and keeps the last usage figure the browser gave it. */
function recordStorageEstimates(): void {
  const record = window as unknown as { estimates?: { calls: number; usage?: number } };
  const estimates = { calls: 0 } as { calls: number; usage?: number };
  record.estimates = estimates;
  const original = Object.getOwnPropertyDescriptor(StorageManager.prototype, 'estimate')?.value as (
    this: StorageManager,
  ) => Promise<StorageEstimate>;
  StorageManager.prototype.estimate = async function estimate(this: StorageManager) {
    estimates.calls += 1;
    const result = await original.call(this);
    estimates.usage = result.usage;
    return result;
  };
}

const storageEstimates = (page: Page) =>
  page.evaluate(() => {
    const { estimates } = window as unknown as { estimates?: { calls: number; usage?: number } };
    return { calls: estimates?.calls ?? 0, usage: estimates?.usage ?? -1 };
  });

/** A figure of the Downloads summary in bytes, from its machine-readable value. */
const summaryBytes = async (page: Page, testId: 'saved-bytes' | 'storage-used') =>
  Number(await page.getByTestId(testId).getAttribute('value'));

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'saves a video, a track and a book, then plays, reads and manages them with the network off',
    { tag: '@cross-origin' },
    async ({ page, context, loginViaApi, provider, appApiURL }) => {
      test.setTimeout(180_000);
      await page.addInitScript(recordMediaSessionHandlers);
      await loginViaApi(DEMO_USER.email, DEMO_USER.password);

      // A video.
      await page.goto('/videos');
      await waitForWorker(page);
      await page.getByRole('list', { name: 'Videos' }).getByRole('link').first().click();
      await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
      const videoUrl = page.url();
      // The address changes before the video page replaces the list (whose heading is
      // "Discover Videos"): its Save offline button says it is there.
      await expect(page.getByRole('button', { name: 'Save offline' })).toBeVisible();
      const videoTitle =
        (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
      await saveOffline(page);

      // A track.
      await page.goto('/audio');
      await page.getByRole('list', { name: 'Audio tracks' }).getByRole('link').first().click();
      await page.waitForURL(/\/audio\/[a-f0-9]{24}$/);
      const trackUrl = page.url();
      await saveOffline(page);

      // A book, opened by its address alone (no list link tells the reader about it).
      const bookUrl = `/books/read/${await aPdfBook(provider)}`;
      await page.goto(bookUrl);
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
      await mediaAction(page, { action: 'pause' });
      await expect
        .poll(() => page.evaluate(() => document.querySelector('video')?.paused))
        .toBe(true);
      await mediaAction(page, { action: 'seekto', seekTime: 1 });
      await expect
        .poll(() =>
          page.evaluate(() => Math.round(document.querySelector('video')?.currentTime ?? -1)),
        )
        .toBe(1);
      // The lock screen's "play" starts it again, from the saved copy.
      await mediaAction(page, { action: 'play' });
      await page.waitForFunction(() => {
        const video = document.querySelector('video');
        return video !== null && !video.paused && video.currentTime > 1.3;
      });
      await expect
        .poll(() => page.evaluate(() => navigator.mediaSession.playbackState))
        .toBe('playing');

      // The track plays offline.
      await page.goto(trackUrl);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.2);
      // The lock screen names the track as the provider does, with its artwork.
      const trackId = new URL(trackUrl).pathname.split('/').at(-1) ?? '';
      const track = audioCalls.byId.responses[200].parse(
        await (await provider.call(`/api/audios/${trackId}`)).json(),
      );
      expect(await mediaMetadata(page)).toEqual({
        title: track.title,
        artist: track.artist ?? track.uploadedBy.name,
        artwork: [mediaAddress(appApiURL, track.artworkUrl)],
      });
      // The lock screen's "seek forward" moves the track on (Range replies from the saved copy).
      const trackAt = await page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
      await mediaAction(page, { action: 'seekforward', seekOffset: 2 });
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

      // Downloads: remove one, it is gone, its bytes leave the browser's storage, and both
      // figures follow. (The browser's usage figure is its own bookkeeping: after a small item
      // it may not drop at once, and once it grew by a few hundred bytes, so the page is checked
      // to ask for it again and show the answer, not to see it fall.)
      await page.addInitScript(recordStorageEstimates);
      await page.goto('/downloads');
      await expect(rows).toHaveCount(3);
      await expect.poll(() => summaryBytes(page, 'storage-used')).toBeGreaterThan(0);
      const estimatesBefore = (await storageEstimates(page)).calls;
      const savedBefore = await summaryBytes(page, 'saved-bytes');
      const cachedBefore = await offlineCacheContents(page);
      expect(cachedBefore.bytes).toBeGreaterThanOrEqual(savedBefore);
      await rows
        .first()
        .getByRole('button', { name: /Remove/ })
        .click();
      await expect(rows).toHaveCount(2);
      await expect.poll(() => summaryBytes(page, 'saved-bytes')).toBeLessThan(savedBefore);
      const freed = savedBefore - (await summaryBytes(page, 'saved-bytes'));
      const cachedAfter = await offlineCacheContents(page);
      expect(cachedAfter.entries).toBeLessThan(cachedBefore.entries);
      expect(cachedBefore.bytes - cachedAfter.bytes).toBeGreaterThanOrEqual(freed);
      // The page asked the browser again once the files were gone, and shows what it answered.
      await expect
        .poll(async () => (await storageEstimates(page)).calls)
        .toBeGreaterThan(estimatesBefore);
      await expect
        .poll(
          async () =>
            (await summaryBytes(page, 'storage-used')) === (await storageEstimates(page)).usage,
        )
        .toBe(true);

      await context.setOffline(false);
    },
  );

  test('the Downloads page has no axe violations, empty and with items, in both themes and widths', async ({
    page,
    loginViaApi,
  }) => {
    test.setTimeout(180_000);
    await loginViaApi(DEMO_USER.email, DEMO_USER.password);
    // One page for both themes and widths: the bar's switch changes the theme in place (at 1280
    // px, where the switch is in the bar), and the widths are the same page resized.
    const html = page.locator('html');
    const check = async (name: string) => {
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width: 1280, height: 900 });
        const shown = new RegExp(`\\b${theme}\\b`);
        if (!shown.test((await html.getAttribute('class')) ?? '')) {
          await page
            .getByRole('banner')
            .getByRole('button', { name: `Switch to ${theme} theme` })
            .click();
        }
        await expect(html).toHaveClass(shown);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await animationsSettled(page);
          await keepScreenshot(page, `${name}-${theme}-${width}`, { fullPage: true });
          expect(await axeViolations(page), `${name} ${theme} ${width}`).toEqual([]);
        }
      }
    };

    await page.goto('/downloads');
    await check('downloads-empty');

    await page.goto('/videos');
    await page.getByRole('list', { name: 'Videos' }).getByRole('link').first().click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await expect(page.getByRole('button', { name: 'Save offline' })).toBeVisible();
    await saveOffline(page);

    await page.goto('/downloads');
    await expect(page.getByRole('list', { name: 'Saved items' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await check('downloads-items');
  });
});
