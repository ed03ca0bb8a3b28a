import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { runDir } from './support/servers';
import { mediaState, seeded, setCurrentTime, waitForMetadata } from './support/catalogue';
import { faultLab } from './support/scenario';
import {
  closeSuccessDialog,
  DROP_LABELS,
  field,
  openUploadPage,
  UPLOAD_FIXTURES,
} from './support/upload-helpers';

/** Set E2E_SCREENSHOTS=dir to keep pictures of the captioned video page. */
const shots = process.env.E2E_SCREENSHOTS;

// The fixture video is 10 s long: two cues in each language, three chapters.
const ENGLISH =
  'WEBVTT\n\n00:00.000 --> 00:05.000\nHello from the start\n\n00:05.000 --> 00:10.000\nThe end is near\n';
const FRENCH =
  '1\n00:00:00,000 --> 00:00:05,000\nBonjour du début\n\n2\n00:00:05,000 --> 00:00:10,000\nLa fin approche\n';
const CHAPTERS = 'A short film.\n\n0:00 Start\n0:03 Middle\n0:06 End';

/** Caption files as a creator would pick them. */
function captionFiles(): { en: string; fr: string } {
  const dir = path.join(runDir(), 'captions-e2e');
  mkdirSync(dir, { recursive: true });
  const en = path.join(dir, 'film.en.vtt');
  const fr = path.join(dir, 'film.fr.srt');
  writeFileSync(en, ENGLISH);
  writeFileSync(fr, FRENCH);
  return { en, fr };
}

/** The player's controls show (the pointer on them), then `name` is clicked. */
async function clickPlayerControl(page: Page, name: string): Promise<void> {
  const control = page.locator('.video-player').getByRole('button', { name, exact: true });
  const box = await control.boundingBox();
  if (!box) throw new Error(`No ${name} button on the player`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
  await control.click();
}

const overlay = (page: Page) => page.getByTestId('caption-overlay');

/** Axe and no sideways scroll in both themes at three widths; pictures kept when asked. */
async function sweep(page: Page, name: string): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Switch to \w+ theme$/ });
    if ((await toggle.getAttribute('aria-label')) === `Switch to ${theme} theme`)
      await toggle.click();
    for (const width of [320, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${name} ${theme} ${width}px`).toEqual([]);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${name} ${theme} ${width}px scrolls sideways`).toBe(0);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        // From the top: a page scrolled down draws its sticky bar midway down the full picture.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: path.join(shots, `${name}-${theme}-${width}.png`),
          fullPage: true,
        });
      }
    }
  }
}

test.describe('captions, chapters, transcript and seek previews', () => {
  test('a video uploaded with English and French captions and chapters plays with all of them', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    // An upload with its processing, then a sweep of six widths and themes.
    test.slow();
    const account = await provider.createVerifiedAccount({ credits: 50 });
    await loginViaApi(account.email, account.password);
    const files = captionFiles();

    await openUploadPage(page);
    await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
    const add = page.getByLabel('Add a caption file');
    await add.setInputFiles(files.en);
    await add.setInputFiles(files.fr);
    await expect(page.getByLabel('Language of captions file 1')).toHaveValue('en');
    await expect(page.getByLabel('Language of captions file 2')).toHaveValue('fr');
    await expect(page.locator('.caption-entry').getByText('Ready')).toHaveCount(2);
    await expect(page.getByText(/^Seek previews: \d+ frames/)).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);

    const title = `Captioned ${Date.now()}`;
    await field(page, 'Title').fill(title);
    await field(page, 'Description').fill(CHAPTERS);
    await field(page, 'Tags').fill('e2e, captions');
    const reply = page.waitForResponse((res) => res.url().includes('/api/videos/upload'));
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const { video } = (await (await reply).json()) as { video: { _id: string } };
    await expect(page.getByText('Some of what goes with it was not added')).toHaveCount(0);
    await closeSuccessDialog(page);

    await page.goto(`/video/${video._id}`);
    await waitForMetadata(page, 'video');
    await page.evaluate(() => document.querySelector('video')?.pause());
    await setCurrentTime(page, 'video', 1);

    // Captions on, in English, then in French: the player draws the cue over the picture.
    await clickPlayerControl(page, 'Captions');
    const settings = page.getByRole('group', { name: 'Caption settings' });
    await settings.getByRole('radio', { name: 'English' }).check();
    await expect(overlay(page)).toHaveText('Hello from the start');
    await settings.getByRole('radio', { name: 'Français' }).check();
    await expect(overlay(page)).toHaveText('Bonjour du début');
    await settings.getByRole('radio', { name: 'Large', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // In fullscreen the cue is drawn inside the player that fills the screen.
    await clickPlayerControl(page, 'Fullscreen');
    await page.waitForFunction(
      () => document.fullscreenElement?.querySelector('[data-testid="caption-overlay"]') !== null,
    );
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toHaveText('Bonjour du début');
    await clickPlayerControl(page, 'Exit fullscreen');
    await page.waitForFunction(() => document.fullscreenElement === null);

    // Chapters from the description: jump to one, its name beside the time.
    const chapters = page.getByRole('navigation', { name: 'Chapters' });
    await chapters.getByRole('button', { name: /End/ }).click();
    await expect.poll(async () => (await mediaState(page, 'video')).currentTime).toBe(6);
    await expect(page.locator('.video-player .current-chapter')).toHaveText('Chapter: End');
    await expect(overlay(page)).toHaveText('La fin approche');

    // The transcript: search, then seek from the line found.
    await setCurrentTime(page, 'video', 0);
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await transcript.getByRole('searchbox').fill('fin');
    const lines = transcript.getByRole('button');
    await expect(lines).toHaveCount(1);
    await expect(lines.first().locator('mark')).toHaveText('fin');
    await lines.first().click();
    await expect.poll(async () => (await mediaState(page, 'video')).currentTime).toBe(5);

    // Dragging the seek bar shows a frame of the moment under the pointer, and its time.
    const bar = page.getByRole('slider', { name: 'Seek' });
    await bar.scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    if (!box) throw new Error('No seek bar');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 4 });
    const frame = page.getByTestId('seek-preview-frame');
    await expect(frame).toBeVisible();
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
      /storyboards/,
    );
    await expect(page.locator('.seek-bar-tip')).toContainText(/0:0\d/);
    await page.mouse.up();

    // c turns the captions off (the keyboard help says so).
    await page.locator('h1').click();
    await page.keyboard.press('c');
    await expect(overlay(page)).toHaveCount(0);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByText('Captions on or off')).toBeVisible();
    await page.keyboard.press('Escape');

    // By keyboard: the CC button opens its settings, Tab reaches them, arrows choose.
    const cc = page.locator('.video-player').getByRole('button', { name: 'Captions', exact: true });
    await cc.focus();
    await page.keyboard.press('Enter');
    await expect(settings).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(settings.getByRole('radio', { name: 'Off' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(settings.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(overlay(page)).toHaveText('The end is near');
    expect(await axeViolations(page), 'caption settings open').toEqual([]);
    // The pages as a viewer leaves them: settings closed, the whole transcript listed.
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await transcript.getByRole('searchbox').fill('');
    await expect(lines).toHaveCount(2);
    await sweep(page, 'captions');

    // My uploads leads to the video's captions page: both languages, each replaceable.
    await page.goto('/my-uploads');
    await page.getByRole('link', { name: `Captions and chapters of ${title}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Captions and chapters' }),
    ).toBeVisible();
    await expect(page.locator('.captions-manage-track')).toHaveText([/English/, /Français/]);
    await sweep(page, 'captions-page');
  });
});

test('without the captions feature the players play as before: no CC button, no lyrics, no error', async ({
  page,
  apiURL,
}) => {
  await faultLab(apiURL).set('spec-only');
  // A seeded video with captions, a storyboard and chapters written in its description.
  await page.goto(`/video/${seeded('videos', 'first-light').id}`);
  await waitForMetadata(page, 'video');
  await expect(
    page
      .getByRole('navigation', { name: 'Chapters' })
      .getByRole('button', { name: /Full morning/ }),
  ).toBeVisible();
  await expect(
    page.locator('.video-player').getByRole('button', { name: 'Fullscreen' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Captions', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Transcript' })).toHaveCount(0);
  await expect(page.locator('video track')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A track with synced lyrics: no lyrics panel, the player as before.
  await page.goto(`/audio/${seeded('audios', 'singalong').id}`);
  await waitForMetadata(page, 'audio');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lyrics' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test(
  'a phone keeps the chapters and transcript the server drew while the page hydrates, and its place when the theme switches',
  { tag: '@cross-origin' },
  async ({ browser, baseURL }) => {
    // The server draws the captions button, the chapters and the transcript; their code comes
    // after the player's. A render of the player meanwhile (the storyboard arriving, a media
    // event) once made React drop that markup and draw it anew when the code came: on a phone
    // the chapters and transcript vanished for a moment and the comments jumped up 354 px.
    const video = seeded('videos', 'first-light');
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedParts: removed });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.removedNodes])) {
          if (node instanceof Element && node.matches('.chapter-list, .transcript-panel')) {
            removed.push(node.className);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const storyboard = page.waitForResponse((res) => res.url().endsWith('/storyboard'));
    await page.goto(`/video/${video.id}`);
    await expect(page.getByRole('navigation', { name: 'Chapters' })).toBeVisible();
    await storyboard;
    // The captions' code has come: the transcript lists its lines.
    await expect(page.locator('.transcript-lines li').first()).toBeAttached();
    expect(await page.evaluate(() => (window as { removedParts?: string[] }).removedParts)).toEqual(
      [],
    );

    // Far down the page, switching the theme keeps the place: the bar measures its fit by trying
    // wider layouts, which once widened a phone's page for a moment and cut the scroll position.
    // At the page's foot: a page made shorter for a moment cuts the position there first. The
    // foot is where the comments' next page loads: it is the foot once the page stops growing.
    let height = -1;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return document.documentElement.scrollHeight;
          });
          const settled = now === height;
          height = now;
          return settled;
        },
        { intervals: [500] },
      )
      .toBe(true);
    const foot = await page.evaluate(() => Math.round(window.scrollY));
    expect(foot).toBeGreaterThan(1000);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Switch to (light|dark) theme$/ })
      .tap();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    // The bar measures again in the frame after its content changed: two frames on, it has.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(foot);
    await context.close();
  },
);
