import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { mediaState, seeded } from './support/catalogue';

const TRACK_B = seeded('audios', 'four-chords');
const TRACK_C = seeded('audios', 'glass-bells');

const bar = (page: Page) => page.getByRole('region', { name: 'Now playing' });
const barTitle = (page: Page) => bar(page).locator('.mini-player-title');
const barMedia = (page: Page) =>
  bar(page)
    .getByTestId('mini-player-media')
    .evaluate((el: HTMLMediaElement) => ({
      time: el.currentTime,
      paused: el.paused,
      tag: el.tagName,
    }));

/** "More actions for X" on the first card not excluded, then one of its choices; returns X. */
async function fromCardMenu(
  page: Page,
  scope: ReturnType<Page['locator']>,
  choice: string,
  exclude: string[] = [],
) {
  const buttons = scope.getByRole('button', { name: /^More actions for / });
  await buttons.first().waitFor();
  const titles = (
    await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace('More actions for ', ''));
  const index = titles.findIndex((title) => !exclude.includes(title));
  await buttons.nth(index).click();
  await page.getByRole('button', { name: choice, exact: true }).click();
  return titles[index] ?? '';
}

test.describe('the play queue', () => {
  test.beforeEach(async ({ page }) => {
    // The Media Session's handlers, kept where the test can call them as the lock screen would.
    await page.addInitScript(() => {
      const handlers: Record<string, (() => void) | null> = {};
      (window as unknown as { mediaHandlers: typeof handlers }).mediaHandlers = handlers;
      const session = navigator.mediaSession;
      const set = session.setActionHandler.bind(session);
      session.setActionHandler = (action, handler) => {
        handlers[action] = handler as (() => void) | null;
        set(action, handler);
      };
    });
  });

  test('three tracks and a video from three pages, reordered, played through, and back after a reload', async ({
    page,
  }) => {
    // A track from the music list, one from its page, one from search, a video from the list.
    await page.goto('/audio');
    const trackA = await fromCardMenu(
      page,
      page.getByRole('list', { name: 'Audio tracks' }),
      'Add to queue',
      [TRACK_B.title, TRACK_C.title],
    );
    await expect(barTitle(page)).toHaveText(trackA);

    await page.goto(`/audio/${TRACK_B.id}`);
    await page.getByRole('button', { name: 'Add to queue', exact: true }).click();
    await page.goto(`/search?q=${encodeURIComponent(TRACK_C.title)}`);
    const found = await fromCardMenu(
      page,
      page.getByRole('region', { name: /Music/ }),
      'Add to queue',
    );
    expect(found).toBe(TRACK_C.title);
    await page.goto('/videos');
    const video = await fromCardMenu(
      page,
      page.getByRole('list', { name: 'Videos' }),
      'Add to queue',
    );

    // Up next: the video moved up twice with the keyboard, to second place.
    await bar(page).getByRole('button', { name: 'Up next' }).click();
    const panel = page.getByRole('dialog', { name: 'Up next' });
    const order = () => panel.locator('.up-next-title').allTextContents();
    await expect.poll(order).toEqual([trackA, TRACK_B.title, TRACK_C.title, video]);
    await panel.getByRole('button', { name: new RegExp(`^4 of 4: ${video}`) }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(order).toEqual([trackA, video, TRACK_B.title, TRACK_C.title]);
    await expect(
      panel.getByRole('button', { name: new RegExp(`^2 of 4: ${video}`) }),
    ).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Close', exact: true }).click();

    // Play, then Next: the video plays in the mini player; Next again, then Previous.
    await bar(page)
      .getByRole('button', { name: `Play ${trackA}` })
      .click();
    await expect.poll(async () => (await barMedia(page)).paused).toBe(false);
    await bar(page).getByRole('button', { name: 'Next', exact: true }).click();
    await expect(barTitle(page)).toHaveText(video);
    await expect.poll(async () => (await barMedia(page)).tag).toBe('VIDEO');
    await expect.poll(async () => (await barMedia(page)).paused).toBe(false);
    await bar(page).getByRole('button', { name: 'Next', exact: true }).click();
    await expect(barTitle(page)).toHaveText(TRACK_B.title);
    await bar(page).getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(barTitle(page)).toHaveText(video);

    // The lock screen's track buttons follow the queue too.
    const press = (action: string) =>
      page.evaluate(
        (a) =>
          (window as unknown as { mediaHandlers: Record<string, () => void> }).mediaHandlers[a]?.(),
        action,
      );
    await press('nexttrack');
    await expect(barTitle(page)).toHaveText(TRACK_B.title);
    await press('previoustrack');
    await expect(barTitle(page)).toHaveText(video);
    await press('nexttrack');
    await expect(barTitle(page)).toHaveText(TRACK_B.title);

    // Paused at a known second, then a reload: the same item at the same place, paused.
    await expect.poll(async () => (await barMedia(page)).time).toBeGreaterThan(1);
    await bar(page)
      .getByRole('button', { name: `Pause ${TRACK_B.title}` })
      .click();
    await bar(page)
      .getByTestId('mini-player-media')
      .evaluate((el: HTMLMediaElement) => {
        el.currentTime = 7.4;
      });
    await expect.poll(async () => (await barMedia(page)).time).toBeCloseTo(7.4, 0);
    // Its place is stored a moment after it changes.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('inkreel:queue') ?? '{}') as { position?: number })
              .position,
        ),
      )
      .toBeCloseTo(7.4, 0);
    // Played part way in the mini player: the home page's Continue row has it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('inkreel:in-progress') ?? ''))
      .toContain(TRACK_B.id);
    await page.reload();
    await expect(barTitle(page)).toHaveText(TRACK_B.title);
    await expect.poll(async () => Math.round((await barMedia(page)).time)).toBe(7);
    expect((await barMedia(page)).paused).toBe(true);
    await bar(page)
      .getByRole('button', { name: `Play ${TRACK_B.title}` })
      .click();
    await expect.poll(async () => (await barMedia(page)).time).toBeGreaterThan(7.5);
  });

  test("a video in the bar goes to its page at its place, the page's later code held back", async ({
    page,
  }) => {
    // The video page's later parts (its queue controls among them) come after its player's: the
    // hand-over must not depend on when they arrive.
    const later = /video-page-more-[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(later, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/videos');
    const video = await fromCardMenu(
      page,
      page.getByRole('list', { name: 'Videos' }),
      'Add to queue',
    );
    await bar(page)
      .getByRole('button', { name: `Play ${video}` })
      .click();
    await expect.poll(async () => (await barMedia(page)).time).toBeGreaterThan(2);
    const before = (await barMedia(page)).time;
    await bar(page).getByRole('link', { name: video }).click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await page.locator('main video').waitFor();
    // Held back, the page's player does not start the video over while the bar has it.
    await page.waitForTimeout(1_000);
    const playing = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLMediaElement>('video, audio')].filter((el) => !el.paused)
          .length,
    );
    expect(playing).toBeLessThanOrEqual(1);
    release();
    // Then the page holds it, from where the bar had it, and the bar is gone.
    await expect(bar(page)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Queue' })).toBeVisible();
    await expect
      .poll(async () => (await mediaState(page, 'video')).currentTime)
      .toBeGreaterThanOrEqual(before);
  });
});
