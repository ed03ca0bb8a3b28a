import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordAnnouncements } from './support/announcements';
import { axeViolations } from './support/axe';
import { mediaState, seeded, setCurrentTime, waitForMetadata } from './support/catalogue';

// 61 s and 32 s long: room to seek 5 s either way from the middle.
const VIDEO = seeded('videos', 'evening-swell');
const AUDIO = seeded('audios', 'four-chords');

const near = (expected: number) => (value: number) => Math.abs(value - expected) < 0.6;
const video = (page: Page) => mediaState(page, 'video');
const audio = (page: Page) => mediaState(page, 'audio');

/** Opens the shortcuts dialog with `?` and returns the group headings it lists. */
async function openShortcuts(page: Page) {
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('keyboard shortcuts on the players', () => {
  test('> and < change the speed on both players, and ? lists them', async ({ page }) => {
    await page.goto(`/video/${VIDEO.id}`);
    await waitForMetadata(page, 'video');
    const announced = await recordAnnouncements(page, '.video-player-flash[role="status"]');
    await page.keyboard.press('>');
    await page.keyboard.press('>');
    await expect.poll(announced).toContain('Speed 1.5×');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.playbackRate))
      .toBe(1.5);
    await page.keyboard.press('<');
    await expect(page.getByRole('button', { name: 'Speed 1.25×' })).toBeAttached();
    const dialog = await openShortcuts(page);
    await expect(dialog.getByText('Faster')).toBeVisible();
    await expect(dialog.getByText('Slower')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/audio/${AUDIO.id}`);
    await waitForMetadata(page, 'audio');
    await page.keyboard.press('<');
    await expect(page.getByRole('button', { name: 'Speed 1×' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('audio')?.playbackRate))
      .toBe(1);
  });

  test('the video player answers Space, k, arrows, m and f, and ? lists them', async ({ page }) => {
    await page.goto(`/video/${VIDEO.id}`);
    await waitForMetadata(page, 'video');
    // Autoplay may or may not be allowed; start from a known state: paused.
    await page.evaluate(() => document.querySelector('video')?.pause());

    await page.keyboard.press(' ');
    await expect.poll(async () => (await video(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await video(page)).paused).toBe(true);

    await setCurrentTime(page, 'video', 20);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => near(25)((await video(page)).currentTime)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => near(15)((await video(page)).currentTime)).toBe(true);

    const announced = await recordAnnouncements(page, '.video-player-flash[role="status"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await video(page)).volume).toBeCloseTo(0.7);
    await expect.poll(announced).toContain('Volume 70%');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await video(page)).volume).toBeCloseTo(0.8);
    await page.keyboard.press('m');
    await expect.poll(async () => (await video(page)).muted).toBe(true);
    await expect(page.getByRole('button', { name: 'Unmute' })).toBeAttached();
    await page.keyboard.press('M');
    await expect.poll(async () => (await video(page)).muted).toBe(false);

    await page.keyboard.press('f');
    await page.waitForFunction(
      () => document.fullscreenElement?.classList.contains('video-player') === true,
    );
    await page.keyboard.press('f');
    await page.waitForFunction(() => document.fullscreenElement === null);

    const dialog = await openShortcuts(page);
    const group = dialog.getByRole('region', { name: 'Video player' });
    for (const text of [
      'Play or pause',
      'Back 5 seconds',
      'Forward 5 seconds',
      'Volume up',
      'Volume down',
      'Mute or unmute',
      'Fullscreen on or off',
    ])
      await expect(group.getByText(text, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Book reader' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // Keys under the dialog do nothing to the player.
    await page.keyboard.press('k');
    expect((await video(page)).paused).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Keys typed in a field, and Space on a focused button, are left to them: use-shortcuts.test.tsx
  // and key-targets.test.ts check that for every player, as the players share the hook.
  test('keeps the video controls shown while one of them has keyboard focus', async ({ page }) => {
    // The page's timers run on Playwright's clock (in step with real time until told otherwise),
    // so the 2 s hide delay can be passed without waiting for it.
    await page.clock.install();
    await page.goto(`/video/${VIDEO.id}`);
    await waitForMetadata(page, 'video');
    await page.evaluate(() => document.querySelector('video')?.play());
    await expect.poll(async () => (await video(page)).paused).toBe(false);

    // Tab from the seek bar onto Pause: keyboard focus, so it is :focus-visible.
    await page.getByRole('slider', { name: 'Seek' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    await page.mouse.move(5, 5);
    // Past the hide delay: every timer due in the next 3 s fires now.
    await page.clock.runFor(3000);
    await expect(page.locator('.video-player.is-idle')).toHaveCount(0);
    await expect(page.locator('.video-player-controls')).toHaveCSS('opacity', '1');

    // Focus leaves the player: the controls hide again 2 s after the last movement.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.locator('.video-player.is-idle')).toHaveCount(1, { timeout: 4000 });
  });

  test('the audio player answers the same keys except f, and ? lists them', async ({ page }) => {
    await page.goto(`/audio/${AUDIO.id}`);
    await waitForMetadata(page, 'audio');

    await page.keyboard.press(' ');
    await expect.poll(async () => (await audio(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await audio(page)).paused).toBe(true);
    await setCurrentTime(page, 'audio', 12);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => near(17)((await audio(page)).currentTime)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => near(12)((await audio(page)).currentTime)).toBe(true);
    await page.keyboard.press('ArrowDown');
    // A key reaches the element through the page's state: read it once it has (a read at once
    // saw the value before, 1 run in about 10 on a busy machine).
    await expect.poll(async () => (await audio(page)).volume).toBeCloseTo(0.9);
    await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('0.9');
    await page.keyboard.press('m');
    await expect.poll(async () => (await audio(page)).muted).toBe(true);
    await page.keyboard.press('f');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

    // Arrows on the focused volume slider move the slider, not the playback position.
    await page.keyboard.press('m');
    const before = (await audio(page)).currentTime;
    await page.getByRole('slider', { name: 'Volume' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await audio(page)).volume).toBeCloseTo(0.85);
    expect((await audio(page)).currentTime).toBeCloseTo(before, 1);
    await page.getByRole('slider', { name: 'Volume' }).blur();

    const dialog = await openShortcuts(page);
    const group = dialog.getByRole('region', { name: 'Audio player' });
    await expect(group.getByText('Play or pause')).toBeVisible();
    await expect(group.getByText('Volume down')).toBeVisible();
    await expect(dialog.getByText('Fullscreen on or off')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
