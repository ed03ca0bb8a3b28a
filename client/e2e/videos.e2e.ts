import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const cards = (page: Page) => page.getByRole('list', { name: 'Videos' }).getByRole('listitem');

/** Reads the first <video> element's state in the page. */
function videoState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    if (!video) throw new Error('No <video> on the page');
    return { currentTime: video.currentTime, paused: video.paused, muted: video.muted };
  });
}

describe('videos', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pages through the feed while scrolling, and stops at the last page', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    const requested: number[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/videos') requested.push(Number(url.searchParams.get('page')));
    });
    await page.goto('/videos');
    await page.getByRole('heading', { name: 'Discover Videos' }).waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(12);

    await page.mouse.wheel(0, 4000);
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Videos"] > li').length > 12,
    );
    expect(requested).toContain(2);

    const total = (await (await page.request.get('/api/videos?page=1')).json()) as {
      pagination: { total: number; pages: number };
    };
    for (let i = 0; i < 20 && (await cards(page).count()) < total.pagination.total; i += 1) {
      await page.mouse.wheel(0, 6000);
      await page.waitForTimeout(250);
    }
    expect(await cards(page).count()).toBe(total.pagination.total);
    expect(Math.max(...requested)).toBe(total.pagination.pages);
    await context.close();
  });

  it('keeps loading on a tall screen until the grid fills it, without any scrolling', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 2400 });
    await page.goto('/videos');
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Videos"] > li').length > 12,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('restores the scroll position and the loaded items when going back to the list', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    await page.goto('/videos');
    await cards(page).first().waitFor();
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Videos"] > li').length > 12,
    );
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(200);
    const before = await cards(page).count();
    const card = cards(page).nth(13).getByRole('link');
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await card.click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await page.goBack();
    await page.waitForURL(/\/videos$/);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(before);
    await context.close();
  });

  it('plays a video, then pauses, seeks and mutes it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/videos');
    await cards(page).first().getByRole('link').click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByText(/\d+(\.\d)?[KM]? views?/)
      .first()
      .waitFor();

    // Autoplay: currentTime advances on its own.
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
    const player = page.locator('.video-player');
    await player.hover();
    await page.getByRole('button', { name: 'Pause' }).click();
    expect((await videoState(page)).paused).toBe(true);

    await page.getByRole('slider', { name: 'Seek' }).fill('2');
    await page.waitForFunction(
      () => Math.abs((document.querySelector('video')?.currentTime ?? 0) - 2) < 0.3,
    );
    expect(await page.getByText(/^0:02 \/ \d+:\d\d$/).count()).toBe(1);

    await page.getByRole('button', { name: 'Mute' }).click();
    expect((await videoState(page)).muted).toBe(true);
    await page.getByRole('button', { name: 'Unmute' }).waitFor();

    // Keyboard: m unmutes, ArrowLeft seeks back 5 s (to 0), k plays.
    await page.keyboard.press('m');
    expect((await videoState(page)).muted).toBe(false);
    await page.keyboard.press('ArrowLeft');
    expect((await videoState(page)).currentTime).toBeLessThan(0.3);
    await page.keyboard.press('k');
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);

    // Fullscreen goes to the player container, so the custom controls come along.
    await page.locator('.video-player').hover();
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await page.waitForFunction(
      () => document.fullscreenElement?.classList.contains('video-player') === true,
    );
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);

    await page.getByRole('heading', { name: 'Recommended videos' }).waitFor();
    expect(await page.locator('.ad-placeholder').count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('hides the controls 2 s after the mouse stops while playing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/videos');
    await cards(page).first().getByRole('link').click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.1);
    await page.locator('.video-player').hover();
    await page.waitForSelector('.video-player.is-idle', { timeout: 4000 });
    await page.mouse.move(10, 10);
    await page.locator('.video-player').hover({ position: { x: 40, y: 40 } });
    expect(await page.locator('.video-player.is-idle').count()).toBe(0);
    await context.close();
  });

  it('says "Video not found" for a missing or malformed id', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/video/ffffffffffffffffffffffff');
    await page.getByText('Video not found').waitFor();
    await page.goto('/video/nope');
    await page.getByText('Video not found').waitFor();
    await context.close();
  });
});
