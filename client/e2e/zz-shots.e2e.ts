import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { seeded } from './support/catalogue';

// Temporary: screenshots of the queue panel, a playlist page and the mini player. Not committed.
const OUT = '/tmp/queue-shots';

test('screenshots', async ({ page, provider, loginViaApi, apiURL }) => {
  test.setTimeout(400_000);
  mkdirSync(OUT, { recursive: true });
  const account = await provider.createVerifiedAccount();
  const session = await loginViaApi(account.email, account.password);
  const auth = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
  const created = (await (
    await fetch(`${apiURL}/api/playlists`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title: 'Late listening for the long ride home',
        description: 'Tracks, a film and a poem for the night bus.',
        visibility: 'public',
      }),
    })
  ).json()) as { _id: string };
  const poems = (await (await fetch(`${apiURL}/api/poems?page=1`)).json()) as {
    poems?: { _id: string }[];
  };
  const refs = [
    { kind: 'video', id: seeded('videos', 'first-light').id },
    { kind: 'audio', id: seeded('audios', 'four-chords').id },
    { kind: 'audio', id: seeded('audios', 'glass-bells').id },
    { kind: 'book', id: seeded('books', seededBook()).id },
    ...(poems.poems?.[0] ? [{ kind: 'poem', id: poems.poems[0]._id }] : []),
  ];
  for (const ref of refs)
    await fetch(`${apiURL}/api/playlists/${created._id}/items`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(ref),
    });

  for (const theme of ['light', 'dark']) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const width of [320, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/playlist/${created._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${OUT}/playlist-${theme}-${width}.png`, fullPage: true });
      if (width === 1024 && theme === 'light') {
        await page.getByRole('button', { name: 'Play all' }).click();
      }
      if (width === 320 && theme === 'light') {
        await page.getByRole('button', { name: 'Play all' }).click();
      }
      await page.goto('/audio');
      const bar = page.getByRole('region', { name: 'Now playing' });
      await expect(bar).toBeVisible();
      await page.screenshot({ path: `${OUT}/mini-${theme}-${width}.png` });
      await bar.getByRole('button', { name: 'Up next' }).click();
      await expect(page.getByRole('dialog', { name: 'Up next' })).toBeVisible();
      await page.screenshot({ path: `${OUT}/upnext-${theme}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^More actions for / }).first().click();
      await page.getByRole('button', { name: 'Save to playlist…' }).waitFor();
      await page.screenshot({ path: `${OUT}/cardmenu-${theme}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/stories?tab=poems');
      await page.getByRole('button', { name: /^More actions for / }).first().click();
      await page.getByRole('button', { name: 'Save to playlist…' }).waitFor();
      await page.screenshot({ path: `${OUT}/poems-${theme}-${width}.png` });
      await page.goto('/playlists');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${OUT}/playlists-${theme}-${width}.png`, fullPage: true });
    }
  }
});

function seededBook() {
  return 'the-lighthouse-keeper-of-vell';
}
