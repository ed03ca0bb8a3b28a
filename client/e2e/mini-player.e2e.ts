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
    expect((await mediaState(page, 'audio')).currentTime).toBeGreaterThanOrEqual(before);
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
