import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillLoginForm } from './support/app-pages';
import { seeded } from './support/catalogue';
import { DEMO_USER, type Provider } from './support/provider';

const here = path.dirname(fileURLToPath(import.meta.url));
const VIDEO_FILE = path.join(here, '../../fixtures/media/videos/life-finds-a-way.mp4');

/** A video of Chidi's: the demo account does not follow Chidi in the seed. */
const CHIDI_VIDEO = seeded('videos', 'gliders-crossing');

/** Chidi publishes a video from another device: the provider's upload call, no socket. */
async function chidiUploads(provider: Provider, title: string): Promise<string> {
  const { token } = await provider.login('chidi@example.com', 'creator-password');
  const form = new FormData();
  form.append('title', title);
  form.append('description', 'Published while someone watched the bell.');
  form.append('tags', 'community');
  const bytes = await readFile(VIDEO_FILE);
  form.append('video', new Blob([bytes], { type: 'video/mp4' }), 'clip.mp4');
  form.append('fileSize', String(bytes.length));
  const res = await fetch(`${provider.url}/api/videos/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { video: { _id: string } }).video._id;
}

/** The bell's unread count, as its name says it. */
async function unread(page: Page): Promise<number> {
  const label = await page.getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
}

test.describe('a community around the uploads', () => {
  // Against the production web server, the provider on another origin (its socket too).
  test(
    'follow a creator from a video, like their track, see their new upload live, unfollow',
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi }) => {
      await loginViaApi(DEMO_USER.email, DEMO_USER.password);
      await page.goto(`/video/${CHIDI_VIDEO.id}`);
      await page.getByRole('main').getByRole('link', { name: 'Chidi Okafor' }).first().click();
      await expect(page.getByRole('heading', { name: 'Chidi Okafor', level: 1 })).toBeVisible();
      const creatorPage = new URL(page.url()).pathname;

      const follow = page.getByRole('button', { name: /^Follow(ing)? Chidi Okafor$/ });
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      const followers = page.getByText(/^\d+ followers?$/);
      const before = Number((await followers.textContent())?.split(' ')[0]);
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(follow).toHaveText('Following');
      await expect(followers).toHaveText(`${before + 1} followers`);

      // One of their tracks the demo account has not liked yet.
      await page.getByRole('tab', { name: /^Music/ }).click();
      // The panel shows tracks (links to /audio/…) before a button in it is read: read at once,
      // the videos still shown gave a video's Like (a cross-origin run, clean clone).
      await expect(page.getByRole('tabpanel').locator('a[href^="/audio/"]').first()).toBeVisible();
      const like = page
        .getByRole('tabpanel')
        .getByRole('button', { name: /^Like /, pressed: false })
        .first();
      const label = (await like.getAttribute('aria-label')) ?? '';
      const track = /^Like (.+), \d+ likes?$/.exec(label)?.[1] ?? '';
      await like.click();
      const liked = page.getByRole('button', { name: new RegExp(`^Like ${track}, `) });
      await expect(liked).toHaveAttribute('aria-pressed', 'true');

      // Chidi uploads a video elsewhere: the bell counts it without a reload.
      const count = await unread(page);
      const title = `Fresh from Chidi ${Date.now()}`;
      const id = await chidiUploads(provider, title);
      await expect(
        page.getByRole('link', { name: `Notifications, ${count + 1} unread` }),
      ).toBeVisible();

      await page.goto('/following');
      const feed = page.getByRole('list', { name: 'New from the creators you follow' });
      await expect(feed.getByRole('link', { name: title })).toBeVisible();

      await page.getByRole('link', { name: /^Notifications/ }).click();
      await page.getByRole('link', { name: `Chidi Okafor uploaded a video: ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/video/${id}$`));
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(
        page.getByRole('link', { name: `Notifications, ${count} unread` }),
      ).toBeVisible();

      // The liked track is on the Liked list.
      await page.goto('/liked');
      await expect(
        page.getByRole('list', { name: 'Liked' }).getByRole('link', { name: track }),
      ).toBeVisible();

      // Unfollowing takes Chidi's uploads out of the feed.
      await page.goto(creatorPage);
      await page.getByRole('button', { name: 'Following Chidi Okafor' }).click();
      await expect(page.getByRole('button', { name: 'Follow Chidi Okafor' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await page.goto('/following');
      await expect(
        page.getByRole('list', { name: 'New from the creators you follow' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    },
  );

  test('a visitor who presses Follow signs in and comes back following', async ({
    page,
    provider,
  }) => {
    const fan = await provider.createVerifiedAccount({ name: 'New Fan' });
    await page.goto(`/video/${CHIDI_VIDEO.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Chidi Okafor' }).first().click();
    const followers = page.getByText(/^\d+ followers?$/);
    const before = Number((await followers.textContent())?.split(' ')[0]);
    await page.getByRole('button', { name: 'Follow Chidi Okafor' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLoginForm(page, fan.email, fan.password);
    await expect(page.getByRole('heading', { name: 'Chidi Okafor', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Following Chidi Okafor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(followers).toHaveText(`${before + 1} followers`);
  });
});
