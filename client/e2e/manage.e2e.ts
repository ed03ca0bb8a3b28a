import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { StatsTotals, Video } from '@inkreel/shared';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { settledPageProblems } from './support/layout-check';
import { keepScreenshot } from './support/screenshots';
import {
  closeSuccessDialog,
  DROP_LABELS,
  field,
  openUploadPage,
  UPLOAD_FIXTURES,
} from './support/upload-helpers';

/** The row of an upload on My uploads, by its title. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** Chooses who sees an upload from its row on My uploads, and waits for the change to be made. */
async function makeIt(page: Page, title: string, visibility: 'Unlisted' | 'Private') {
  await page.goto('/my-uploads');
  await rowOf(page, title)
    .getByRole('combobox', { name: `Who can see “${title}”` })
    .selectOption(visibility);
  await expect(page.getByRole('status').filter({ hasText: 'is now' })).toHaveText(
    `“${title}” is now ${visibility.toLowerCase()}.`,
  );
}

test.describe('a creator manages an upload', () => {
  test(
    'fixes a video, replaces its thumbnail, makes it unlisted, then private, reads its statistics and deletes it',
    // The production web server: its server-rendered pages and /oembed must follow every change.
    { tag: '@cross-origin-only' },
    async ({ page, browser, baseURL, provider, loginViaApi, request }) => {
      test.setTimeout(180_000);
      const creator = await provider.createVerifiedAccount({ credits: 30, name: 'Mara Quill' });
      const viewer = await provider.createVerifiedAccount({ name: 'Second Viewer' });
      const api = (path: string, token?: string) =>
        provider.call(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
      await loginViaApi(creator.email, creator.password);

      // Upload, told first that the price is not refunded on deletion.
      const stamp = Date.now();
      const typo = `Harbor at dwan ${stamp}`;
      const title = `Harbour at dawn ${stamp}`;
      await openUploadPage(page);
      await expect(
        page.getByText('Credits spent on an upload are not refunded if you delete it later.'),
      ).toBeVisible();
      await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
      await field(page, 'Title').fill(typo);
      await field(page, 'Description').fill('The harbour as the sun comes up.');
      await field(page, 'Tags').fill('sea');
      await expect(
        page.getByRole('group', { name: 'Who can see it' }).getByRole('radio', { name: /^Public/ }),
      ).toBeChecked();
      await page.getByRole('button', { name: 'Upload Content' }).click();
      await closeSuccessDialog(page);

      // Fix the title and tags, and take a new thumbnail from the video itself.
      await page.goto('/my-uploads');
      await rowOf(page, typo)
        .getByRole('link', { name: `Edit “${typo}”` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit “${typo}”` })).toBeVisible();
      const id = /\/my-uploads\/video\/([a-f0-9]{24})\/edit$/.exec(page.url())?.[1] ?? '';
      expect(id).not.toBe('');
      const thumbnail = async () =>
        (await request.get(`${provider.url}/api/videos/thumbnail/${id}`)).body();
      const uploadedThumbnail = await thumbnail();
      await field(page, 'Title').fill(title);
      await field(page, 'Tags').fill('sea, dawn');
      await page.getByRole('button', { name: 'Take a frame from the video' }).click();
      const frames = page.getByRole('group', { name: 'Thumbnail from your video' });
      await frames.getByRole('radio').nth(1).check();
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, 'manage-edit', { fullPage: true });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your changes are saved.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible();
      const mine = (await (await api(`/api/uploads/mine`, creator.token)).json()) as {
        videos: Video[];
      };
      const edited = mine.videos.find((v) => v._id === id);
      expect(edited).toMatchObject({ title, tags: ['sea', 'dawn'], version: 3 });
      // The thumbnail is the frame just picked, not the one chosen at upload.
      expect(Buffer.compare(await thumbnail(), uploadedThumbnail)).not.toBe(0);
      // The server-rendered page and its preview say the new title at once.
      const rendered = await request.get(`/video/${id}`);
      expect(await rendered.text()).toContain(title);
      expect(await rendered.text()).not.toContain(typo);

      // A second user watches it (the player reports the playback); its statistics count that.
      const totals = async () =>
        ((await (await api('/api/uploads/stats', creator.token)).json()) as StatsTotals).items.find(
          (item) => item.id === id,
        )?.totals.views ?? -1;
      const viewsBefore = await totals();
      const watcher = await browser.newContext({ baseURL });
      const watching = await watcher.newPage();
      const session = await provider.login(viewer.email, viewer.password);
      await watching.addInitScript((data) => {
        localStorage.setItem('auth_data', JSON.stringify(data));
        localStorage.setItem('token', data.token);
      }, session);
      await watching.goto(`/video/${id}`);
      await expect(watching.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect.poll(totals).toBeGreaterThan(viewsBefore);
      await page.goto(`/my-uploads/video/${id}/stats`);
      const views = await totals();
      await expect(page.getByRole('definition').first()).toHaveText(
        `${views} ${views === 1 ? 'view' : 'views'}`,
      );
      await page.getByText('Show the numbers').click();
      const today = page.getByRole('table').getByRole('row').last();
      await expect(today.getByRole('cell')).toHaveText(String(views));
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, 'manage-stats', { fullPage: true });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download as CSV' }).click(),
      ]);
      const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
      expect(csv[0]).toBe('kind,id,title,date,views,likes,comments');
      expect(csv.at(-1)).toBe(`video,${id},${title},total,${views},0,0`);
      expect(csv.at(-2)).toMatch(
        new RegExp(`^video,${id},${title},\\d{4}-\\d{2}-\\d{2},${views},0,0$`),
      );

      // Unlisted: gone from the list and search, still playable by its link, and noindex.
      await makeIt(page, title, 'Unlisted');
      const listed = (await (await api('/api/videos?page=1')).json()) as { videos: Video[] };
      expect(listed.videos.map((v) => v._id)).not.toContain(id);
      const found = (await (await api(`/api/search?q=${encodeURIComponent(title)}`)).json()) as {
        videos: { items: Video[] };
      };
      expect(found.videos.items.map((v) => v._id)).not.toContain(id);
      await watching.goto(`/video/${id}`);
      await expect(watching.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect((await request.get(`${provider.url}/api${edited?.videoUrl ?? ''}`)).status()).toBe(
        200,
      );
      expect(await watching.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

      // Private: 404 for the second user, its media included; its uploader still sees it.
      await makeIt(page, title, 'Private');
      expect((await api(`/api/videos/${id}`, viewer.token)).status).toBe(404);
      expect((await request.get(`${provider.url}/api${edited?.videoUrl ?? ''}`)).status()).toBe(
        404,
      );
      expect((await request.get(`/video/${id}`)).status()).toBe(404);
      await watching.goto(`/video/${id}`);
      await expect(watching.getByRole('heading', { name: 'Video not found' })).toBeVisible();
      await page.goto(`/video/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Private.')).toBeVisible();
      await watcher.close();

      // Delete: the dialog names it and says the credits stay spent; then it is gone everywhere.
      const balance = async () =>
        ((await (await api('/api/wallet/balance', creator.token)).json()) as { balance: number })
          .balance;
      expect(await balance()).toBe(20);
      await page.goto('/my-uploads');
      await rowOf(page, title)
        .getByRole('button', { name: `Delete “${title}”` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
      await expect(dialog).toContainText('The credits paid to upload it are not refunded.');
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, 'manage-delete-dialog');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
        `“${title}” was deleted.`,
      );
      await expect(rowOf(page, title)).toHaveCount(0);
      expect((await api(`/api/videos/${id}`, creator.token)).status).toBe(404);
      expect(
        (await request.get(`${provider.url}/api${edited?.videoUrl.split('?')[0] ?? ''}`)).status(),
      ).toBe(404);
      expect((await request.get(`/video/${id}`)).status()).toBe(404);
      const oembed = await request.get('/oembed', {
        params: { url: `${baseURL}/video/${id}`, format: 'json' },
      });
      expect(oembed.status()).toBe(404);
      expect(await balance()).toBe(20);
    },
  );
});

test.describe('the manage pages at every width', () => {
  test('My uploads, an edit and a statistics page: fit and axe finds nothing at 320, 1024 and 1440 px, dark and light', async ({
    page,
    loginViaApi,
  }) => {
    test.setTimeout(180_000);
    // A seeded creator, whose uploads fill the list.
    await loginViaApi('ada@example.com', 'creator-password');
    await page.goto('/my-uploads');
    const edit = page.getByRole('link', { name: /^Edit “/ }).first();
    await expect(edit).toBeVisible();
    const editPath = (await edit.getAttribute('href')) ?? '';
    const statsPath = editPath.replace(/\/edit$/, '/stats');
    const failures: string[] = [];
    for (const [path, ready] of [
      ['/my-uploads', 'Sort by'],
      [editPath, 'Save changes'],
      [statsPath, 'Download as CSV'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      for (const theme of ['dark', 'light'] as const) {
        if (theme === 'light')
          await page
            .getByRole('banner')
            .getByRole('button', { name: 'Switch to light theme' })
            .click();
        for (const width of [320, 1024, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          const layout = await settledPageProblems(page);
          for (const problem of [layout.overflow ?? [], layout.clipped, layout.dots].flat())
            failures.push(`${path} at ${width} px, ${theme}: ${problem}`);
          for (const problem of await axeViolations(page))
            failures.push(`${path} at ${width} px, ${theme}: ${problem}`);
          await keepScreenshot(
            page,
            `manage-${path.split('/').at(-1) ?? 'list'}-${theme}-${width}`,
            // A phone's screen as it shows it; the wider ones whole.
            { fullPage: width !== 320 },
          );
        }
        if (theme === 'light')
          await page
            .getByRole('banner')
            .getByRole('button', { name: 'Switch to dark theme' })
            .click();
      }
    }
    expect(failures).toEqual([]);
  });
});
