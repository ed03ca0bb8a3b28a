import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { seeded } from './support/catalogue';
import { faultLab } from './support/scenario';

const VIDEO = seeded('videos', 'first-light');
const NAME = 'Mixed bag';

/** "Save to playlist" (from a page's button or a card's menu), then the list: saved. */
async function saveTo(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Save to playlist' });
  await dialog.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Saved to ${NAME}`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A card's "More actions" menu in `list`, then "Save to playlist…"; returns the card's title. */
async function saveFromCard(page: Page, list: Locator) {
  const button = list.getByRole('button', { name: /^More actions for / }).first();
  const title = ((await button.getAttribute('aria-label')) ?? '').replace('More actions for ', '');
  await button.click();
  await page.getByRole('button', { name: 'Save to playlist…' }).click();
  await saveTo(page);
  return title;
}

/** The items of the saved playlist, as the offline index lists them (runs in the page). */
const savedParts = () =>
  (
    JSON.parse(localStorage.getItem('inkreel_downloads') ?? '[]') as {
      parts?: { title: string }[];
    }[]
  )[0]?.parts?.map((part) => part.title);

const itemTitles = (page: Page) =>
  page.getByRole('list', { name: 'Items' }).locator('.playlist-item-title').allTextContents();

test.describe('playlists', () => {
  test('made, filled from cards and pages, reordered, trimmed, shared and played through', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    // Seven pages and a player on a shared 2-core machine (the visitor's side is ssr.e2e.ts's).
    test.slow();
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);

    // A new playlist from "Your playlists" opens its own page, empty.
    await page.goto('/playlists');
    await expect(page.getByRole('link', { name: /Watch later/ })).toBeVisible();
    await page.getByLabel('New playlist').fill(NAME);
    await page.getByRole('button', { name: 'Create playlist' }).click();
    await page.waitForURL(/\/playlist\/[a-f0-9]{24}$/);
    const playlistUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText('This playlist is empty.')).toBeVisible();

    // A video from its page, a track, a book and a poem from their cards.
    await page.goto(`/video/${VIDEO.id}`);
    await page.getByRole('button', { name: 'Save to playlist', exact: true }).click();
    await saveTo(page);
    await page.goto('/audio');
    const track = await saveFromCard(page, page.getByRole('list', { name: 'Audio tracks' }));
    await page.goto('/books');
    const book = await saveFromCard(page, page.locator('main'));
    await page.goto('/stories?tab=poems');
    const poem = await saveFromCard(page, page.locator('main'));

    await page.goto(playlistUrl);
    await expect.poll(() => itemTitles(page)).toEqual([VIDEO.title, track, book, poem]);
    await expect(page.locator('.playlist-meta')).toContainText('4 items');
    // Its owner's name leads to their creator page (issue 53).
    const ownerLink = page.locator('.playlist-meta').getByRole('link');
    await expect(ownerLink).toHaveAttribute('href', /^\/creator\/[a-f0-9]{24}$/);
    const creatorPath = (await ownerLink.getAttribute('href')) ?? '';

    // Reordered (the poem up to first, step by step) and trimmed (the book removed).
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    for (const expected of [
      [VIDEO.title, track, poem, book],
      [VIDEO.title, poem, track, book],
    ]) {
      await page.getByRole('button', { name: `Move ${poem} up` }).click();
      await expect.poll(() => itemTitles(page)).toEqual(expected);
    }
    await page.getByRole('button', { name: `Remove ${book}` }).click();
    await expect.poll(() => itemTitles(page)).toEqual([VIDEO.title, poem, track]);

    // A poem of the account's own, added, then deleted from the catalogue: it keeps its place.
    const auth = { Authorization: `Bearer ${account.token}` };
    const made = await provider.call('/api/poems', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: 'Gone soon', content: 'Here today.' }),
    });
    const gone = ((await made.json()) as { _id: string })._id;
    const listId = playlistUrl.split('/').at(-1) ?? '';
    for (const [path, init] of [
      [
        `/api/playlists/${listId}/items`,
        { method: 'POST', body: JSON.stringify({ kind: 'poem', id: gone }) },
      ],
      [`/api/poems/${gone}`, { method: 'DELETE' }],
    ] as const)
      expect((await provider.call(path, { ...init, headers: auth })).ok).toBe(true);
    await page.reload();
    await expect
      .poll(() => itemTitles(page))
      .toEqual([VIDEO.title, poem, track, 'No longer available']);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    // Public, then shared: the panel shows the page's own link.
    await page.getByLabel('Who can see it').selectOption('public');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('.playlist-kicker')).toContainText('Public');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(
      page.getByRole('group', { name: `Share ${NAME}` }).getByRole('textbox', { name: 'Link' }),
    ).toHaveValue(new RegExp(`${playlistUrl}$`));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // Saved for offline use as a whole (what is still available).
    await page.getByRole('button', { name: 'Save offline', exact: true }).click();
    await expect(page.getByText('Saved offline', { exact: true })).toBeVisible();

    // Play all: the queue holds the three in the list's order (the gone poem skipped), the video
    // first in the mini player.
    await page.getByRole('button', { name: 'Play all' }).click();
    const bar = page.getByRole('region', { name: 'Now playing' });
    await expect(bar.locator('.mini-player-title')).toHaveText(VIDEO.title);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            JSON.parse(localStorage.getItem('inkreel:queue') ?? '{"items":[]}') as {
              items: { title: string }[];
            }
          ).items.map((i) => i.title),
        ),
      )
      .toEqual([VIDEO.title, poem, track]);
    // Next reaches the poem: its reader opens.
    await bar.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/stories\/poem\/[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: poem })).toBeVisible();

    // Public, so on its owner's creator page, under Playlists.
    await page.goto(creatorPath);
    await page.getByRole('tab', { name: /^Playlists/ }).click();
    await expect(
      page.getByRole('list', { name: /^Playlists by / }).getByRole('link', { name: /Mixed bag/ }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Its owner removes the track here: the saved copy follows at once (decision 0433).
    await page.goto(playlistUrl);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: `Remove ${track}` }).click();
    await expect.poll(() => itemTitles(page)).toEqual([VIDEO.title, poem, 'No longer available']);
    await expect.poll(() => page.evaluate(savedParts)).toEqual([VIDEO.title, poem]);

    // Downloads: the playlist is one entry, its two items and their sizes under it.
    await page.goto('/downloads');
    await expect(page.getByRole('link', { name: NAME, exact: true })).toBeVisible();
    const parts = page.getByRole('list', { name: `Items of ${NAME}` }).getByRole('listitem');
    await expect(parts).toHaveCount(2);
    await expect(parts.first()).toContainText(new RegExp(`${VIDEO.title}Video · [\\d.]+ (KB|MB)`));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('against a provider without the extensions the queue still works and playlists are hidden', async ({
    page,
    provider,
    loginViaApi,
    apiURL,
  }) => {
    await faultLab(apiURL).set('spec-only');
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    const track = seeded('audios', 'four-chords');
    await page.goto(`/audio/${track.id}`);
    await page.getByRole('button', { name: 'Add to queue', exact: true }).click();
    const bar = page.getByRole('region', { name: 'Now playing' });
    await expect(bar.locator('.mini-player-title')).toHaveText(track.title);
    await expect(page.getByRole('button', { name: 'Save to playlist', exact: true })).toHaveCount(
      0,
    );

    await page.goto('/audio');
    const list = page.getByRole('list', { name: 'Audio tracks' });
    await list
      .getByRole('button', { name: /^More actions for / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Add to queue', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save to playlist…' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
