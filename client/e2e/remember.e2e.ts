import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { mediaState, seeded, setCurrentTime, waitForMetadata } from './support/catalogue';

const VIDEO = seeded('videos', 'evening-swell');
const AUDIO = seeded('audios', 'four-chords');
const BOOK = seeded('books', 'salt-and-lantern');

/** Seconds since the page's navigation started (its own clock, so the test process's lag is not counted). */
const pageSeconds = (page: Page) => page.evaluate(() => performance.now() / 1000);

const pause = (page: Page, selector: 'video' | 'audio') =>
  page.evaluate((sel) => document.querySelector<HTMLMediaElement>(sel)?.pause(), selector);

test.describe('the players and the reader remember', () => {
  test('a video resumes where it was left, Start over goes back, a finished one starts over', async ({
    page,
  }) => {
    await page.goto(`/video/${VIDEO.id}`);
    await waitForMetadata(page, 'video');
    await pause(page, 'video');
    await setCurrentTime(page, 'video', 30);
    await expect.poll(async () => (await mediaState(page, 'video')).currentTime).toBe(30);

    await page.reload();
    await waitForMetadata(page, 'video');
    await expect(page.getByText('Resume from 0:30')).toBeVisible();
    expect((await mediaState(page, 'video')).currentTime).toBeGreaterThanOrEqual(30);
    expect(await axeViolations(page)).toEqual([]);
    // The video plays on while the test looks, for as long as a busy machine takes: from the start
    // it cannot be further in than the seconds since the click (or, below, since the page loaded).
    const clickedAt = await pageSeconds(page);
    // The note is over the picture and fades with the controls while the video plays untouched:
    // a pointer over the player brings both back, as it would for a person.
    await page.locator('.video-player').hover();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByText('Resume from')).toHaveCount(0);
    const afterStartOver = (await mediaState(page, 'video')).currentTime;
    expect(afterStartOver).toBeLessThanOrEqual((await pageSeconds(page)) - clickedAt);

    // Played to the end: the next visit starts from the start, with no note.
    await pause(page, 'video');
    await setCurrentTime(page, 'video', 40);
    const { duration } = await mediaState(page, 'video');
    await setCurrentTime(page, 'video', duration - 0.5);
    await page.evaluate(() => document.querySelector('video')?.play());
    await page.waitForFunction(() => document.querySelector('video')?.ended === true);
    // The finished video's place is forgotten, so nothing is left for the next visit to offer.
    const remembered = () =>
      page.evaluate(
        () => Object.keys(JSON.parse(localStorage.getItem('inkreel:resume:media') ?? '{}')).length,
      );
    await expect.poll(remembered).toBe(0);
    await page.reload();
    await waitForMetadata(page, 'video');
    await expect(page.getByText('Resume from')).toHaveCount(0);
    const fromStart = (await mediaState(page, 'video')).currentTime;
    expect(fromStart).toBeLessThanOrEqual(await pageSeconds(page));
    expect(fromStart).toBeLessThan(duration - 1);
  });

  test('a track resumes where it was left', async ({ page }) => {
    await page.goto(`/audio/${AUDIO.id}`);
    await waitForMetadata(page, 'audio');
    await setCurrentTime(page, 'audio', 14);
    await expect.poll(async () => (await mediaState(page, 'audio')).currentTime).toBe(14);
    await page.reload();
    await waitForMetadata(page, 'audio');
    await expect(page.getByText('Resume from 0:14')).toBeVisible();
    expect((await mediaState(page, 'audio')).currentTime).toBeGreaterThanOrEqual(14);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press(' ');
    await expect.poll(async () => (await mediaState(page, 'audio')).paused).toBe(false);
  });

  test('the reader reopens at the last page with the zoom it was left at', async ({ page }) => {
    const readout = page.getByRole('status', { name: 'Page', exact: true });
    const zoom = page.getByRole('status', { name: 'Zoom', exact: true });
    const fit = page.getByRole('button', { name: 'Fit to width' });
    await page.goto(`/books/read/${BOOK.id}`);
    await expect(readout).toHaveText('1 / 5', { timeout: 20_000 });
    await page.getByRole('spinbutton', { name: 'Go to page' }).fill('3');
    await page.getByRole('spinbutton', { name: 'Go to page' }).press('Enter');
    await expect(readout).toHaveText('3 / 5');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(fit).toHaveAttribute('aria-pressed', 'false');
    const zoomed = (await zoom.textContent()) ?? '';

    await page.reload();
    await expect(readout).toHaveText('3 / 5', { timeout: 20_000 });
    await expect(page.getByText('Resumed at page 3')).toBeVisible();
    await expect(zoom).toHaveText(zoomed);
    await expect(fit).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.reader-page canvas')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Reading on: the note has served its purpose, and the new page is kept.
    await page.keyboard.press('ArrowRight');
    await expect(readout).toHaveText('4 / 5');
    await expect(page.getByText('Resumed at page')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Resumed at page 4')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(readout).toHaveText('1 / 5');
    await expect(page.getByText('Resumed at page')).toHaveCount(0);
  });
});
