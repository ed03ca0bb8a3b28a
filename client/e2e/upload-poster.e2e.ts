import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import {
  closeSuccessDialog,
  DROP_LABELS,
  field,
  openUploadPage,
  UPLOAD_FIXTURES,
} from './support/upload-helpers';

/** Set E2E_SCREENSHOTS=dir to keep pictures of the frame picker. */
const shots = process.env.E2E_SCREENSHOTS;

test.describe('poster frames: a video uploaded without a thumbnail', () => {
  test('offers three frames of the video, and the provider then serves the chosen one', async ({
    page,
    provider,
    loginViaApi,
    apiURL,
  }) => {
    // Frames drawn in the browser, six widths and themes, then a real upload.
    test.slow();
    const account = await provider.createVerifiedAccount({ credits: 50 });
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
    await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);

    const group = page.getByRole('group', { name: 'Thumbnail from your video' });
    await expect(group.getByRole('radio')).toHaveCount(3);
    const radios = group.getByRole('radio');
    await expect(radios.first()).toBeChecked();
    // Each candidate is a real picture drawn from the file (not an empty canvas).
    for (const image of await group.getByRole('img').all()) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // By keyboard: the group takes focus on its checked radio, an arrow picks the next frame.
    await radios.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(1)).toBeFocused();

    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [320, 1024, 1440]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        // Polled: the page lays itself out again after the resize (the bar measures its fit).
        await expect
          .poll(
            () =>
              page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              ),
            { message: `${colorScheme} ${width}` },
          )
          .toBe(0);
        if (shots) {
          mkdirSync(shots, { recursive: true });
          await group.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: path.join(shots, `upload-poster-${colorScheme}-${width}.png`),
          });
        }
      }
    }

    await field(page, 'Title').fill(`Poster frames ${Date.now()}`);
    await field(page, 'Description').fill('Uploaded without a thumbnail.');
    await field(page, 'Tags').fill('e2e');
    const reply = page.waitForResponse((res) => res.url().includes('/api/videos/upload'));
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const response = await reply;
    expect(response.status()).toBe(201);
    const { video } = (await response.json()) as { video: { _id: string } };
    await closeSuccessDialog(page);

    // The provider serves a JPEG of the video, not its flat SVG title card.
    const thumbnail = await fetch(`${apiURL}/api/videos/thumbnail/${video._id}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const bytes = new Uint8Array(await thumbnail.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(2_000);
  });
});
