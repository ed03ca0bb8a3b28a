import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { mediaState, seeded, setCurrentTime, waitForMetadata } from './support/catalogue';

// 32 seconds long: room to play on across a few pages.
const AUDIO = seeded('audios', 'four-chords');

const bar = (page: Page) => page.getByRole('region', { name: 'Now playing' });

/** The mini player's element: its time and whether it plays. */
const barMedia = (page: Page) =>
  bar(page)
    .locator('audio')
    .evaluate((el: HTMLAudioElement) => ({ currentTime: el.currentTime, paused: el.paused }));

const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();

/** Opens the track's page and plays it from 6 s in (past the resume threshold). */
async function playTrack(page: Page) {
  await page.goto(`/audio/${AUDIO.id}`);
  await waitForMetadata(page, 'audio');
  await setCurrentTime(page, 'audio', 6);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 6.3);
}

test.describe('the mini player', () => {
  test('keeps a track playing across pages, then hands it back to its page', async ({ page }) => {
    await playTrack(page);
    await nav(page, 'Music');
    await page.waitForURL(/\/audio$/);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', { name: AUDIO.title })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: `Pause ${AUDIO.title}` })).toBeVisible();
    // It plays on from where the page left it, not from the start.
    await expect.poll(async () => (await barMedia(page)).currentTime).toBeGreaterThan(6.8);
    expect((await barMedia(page)).paused).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await nav(page, 'Books');
    await page.waitForURL(/\/books$/);
    await expect(bar(page)).toBeVisible();
    const before = (await barMedia(page)).currentTime;
    await expect.poll(async () => (await barMedia(page)).currentTime).toBeGreaterThan(before);

    await bar(page).getByRole('link', { name: AUDIO.title }).click();
    await page.waitForURL(new RegExp(`/audio/${AUDIO.id}$`));
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(1);
    await expect.poll(async () => (await mediaState(page, 'audio')).paused).toBe(false);
    // The page's element is told to play at once and seeks once it knows the track's length
    // (use-held-media.ts): on a loaded machine it reads 0 for that moment, before any sound.
    await expect
      .poll(async () => (await mediaState(page, 'audio')).currentTime)
      .toBeGreaterThanOrEqual(before);
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(page.getByText('Resume from')).toHaveCount(0);
  });

  test('closes on request, and stops when another track starts', async ({ page }) => {
    await playTrack(page);
    await nav(page, 'Music');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', { name: 'Close player' }).click();
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(0);

    // Played and left again, then another track is played: one sound at a time.
    await page.goBack();
    await page.waitForURL(new RegExp(`/audio/${AUDIO.id}$`));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await mediaState(page, 'audio')).paused).toBe(false);
    await nav(page, 'Music');
    await expect(bar(page)).toBeVisible();
    await page
      .getByRole('list', { name: 'Audio tracks' })
      .locator(`a:not([href$="${AUDIO.id}"])`)
      .first()
      .click();
    await page.waitForURL(/\/audio\/[a-f0-9]{24}$/);
    await expect(bar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(bar(page)).toHaveCount(0);
    await expect.poll(async () => (await mediaState(page, 'audio')).paused).toBe(false);
  });
});

test.describe('the mini player and a video (issue 51)', () => {
  test('a video pauses the track; after Back the bar is there again, paused at its place, and the keys and ? are its own', async ({
    page,
  }) => {
    await playTrack(page);
    await nav(page, 'Videos');
    await expect(bar(page)).toBeVisible();
    await page.getByRole('list', { name: 'Videos' }).getByRole('link').first().click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await page.locator('video').waitFor();
    await expect.poll(async () => (await mediaState(page, 'video')).paused).toBe(false);
    // The track stepped aside while the video plays: no bar, no second sound.
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(0);
    const left = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('inkreel:queue') ?? '{}') as { position?: number })
          .position ?? 0,
    );
    expect(left).toBeGreaterThan(6);

    await page.goBack();
    await page.waitForURL(/\/videos$/);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('button', { name: `Play ${AUDIO.title}` })).toBeVisible();
    await expect.poll(async () => (await barMedia(page)).currentTime).toBeCloseTo(left, 0);
    expect((await barMedia(page)).paused).toBe(true);

    // No other player here: Space plays and pauses the mini player, and ? lists its keys.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press(' ');
    await expect.poll(async () => (await barMedia(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await barMedia(page)).paused).toBe(true);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog.getByRole('heading', { name: 'Mini player' })).toBeVisible();
    await expect(dialog.getByText('Next in the queue')).toBeVisible();
    await page.keyboard.press('Escape');

    // On a page with its own player, Space is that player's, and ? says so.
    await page.goto(`/audio/${seeded('audios', 'glass-bells').id}`);
    await expect(bar(page)).toBeVisible();
    await page.keyboard.press('?');
    await expect(dialog.getByRole('heading', { name: 'Audio player' })).toBeVisible();
    // Space is the page's player's; only what no other player claims (n, p) stays the queue's.
    await expect(dialog.getByText('Play or pause')).toHaveCount(1);
    await expect(dialog.getByText('Next in the queue')).toBeVisible();
  });
});

test.describe('the mini player and the keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('what Tab moves to on a long form is never left under the bar', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    await playTrack(page);
    await nav(page, 'Upload');
    await page.waitForURL(/\/upload$/);
    await expect(bar(page)).toBeVisible();
    await page.getByRole('radio', { name: 'Video' }).focus();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        const barTop = document.querySelector('.mini-player')?.getBoundingClientRect().top;
        if (!el || el === document.body || el.closest('.mini-player') || barTop === undefined)
          return null;
        return {
          bottom: el.getBoundingClientRect().bottom,
          barTop,
          label: el.getAttribute('aria-label') ?? el.id,
          inFooter: el.closest('footer') !== null,
        };
      });
      if (!focus) continue;
      expect(focus.bottom, `${focus.label} under the bar`).toBeLessThanOrEqual(focus.barTop + 0.5);
      if (focus.inFooter) break;
    }
  });
});

test.describe('the mini player, on a slow connection', () => {
  // The service worker would serve the player's code itself, out of page.route's sight.
  test.use({ serviceWorkers: 'block' });

  test("a video started before the player's code arrives still pauses the track", async ({
    page,
  }) => {
    // The mini player's code is held back until the video plays.
    const chunk = /mini-player-[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    await playTrack(page);
    await nav(page, 'Videos');
    await page.getByRole('list', { name: 'Videos' }).getByRole('link').first().click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await page.locator('video').waitFor();
    await expect.poll(async () => (await mediaState(page, 'video')).paused).toBe(false);
    // The code arrives now. Importing it again resolves once the app's own import has run it;
    // a frame later React has drawn whatever it drew with it.
    const arrived = page.waitForEvent('requestfinished', (request) => chunk.test(request.url()));
    release();
    const url = (await arrived).url();
    await page.evaluate(async (src) => {
      await import(src);
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }, url);
    // No bar, and nothing but the video plays (the track waits, paused, for the page to be left).
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(0);
  });
});
