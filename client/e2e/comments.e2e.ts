import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { fillLoginForm, waitForPath } from './support/app-pages';
import type { Provider } from './support/provider';

const heading = (page: Page, count: number) =>
  page.locator('#comments').getByRole('heading', {
    name: `${count} comment${count === 1 ? '' : 's'}`,
    exact: true,
  });

/** The first listed video and how many comments the provider counts on it now. */
async function firstVideo(provider: Provider): Promise<{ id: string; count: number }> {
  const list = (await (await provider.call('/api/videos?page=1')).json()) as {
    videos: { _id: string }[];
  };
  const id = list.videos[0]?._id;
  if (!id) throw new Error('The seed has no video');
  const thread = (await (await provider.call(`/api/videos/${id}/comments`)).json()) as {
    count: number;
  };
  return { id, count: thread.count };
}

test.describe('comments', () => {
  test('a visitor signs in from the thread and comments, a reply and an edit follow, a comment from elsewhere waits behind the pill, and the count stays right', async ({
    page,
    provider,
  }) => {
    test.slow();
    const lena = await provider.createVerifiedAccount({ name: 'Lena Ortiz' });
    const omar = await provider.createVerifiedAccount({ name: 'Omar Reyes' });
    const { id, count } = await firstVideo(provider);

    await page.goto(`/video/${id}`);
    const section = page.locator('#comments');
    await section.scrollIntoViewIfNeeded();
    await expect(heading(page, count)).toBeVisible();
    await section.getByRole('link', { name: 'Sign in to comment' }).click();
    await waitForPath(page, '/login');
    await fillLoginForm(page, lena.email, lena.password);
    await waitForPath(page, `/video/${id}`);

    // Lena's comment, with a time that seeks the player.
    await section.scrollIntoViewIfNeeded();
    await section
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('The light at 0:05 is my favourite');
    await section.getByRole('button', { name: 'Comment', exact: true }).click();
    const mine = section
      .getByRole('article', { name: 'Comment by Lena Ortiz' })
      .filter({ hasText: 'is my favourite' });
    await expect(mine).toContainText('The light at 0:05 is my favourite');
    await expect(heading(page, count + 1)).toBeVisible();
    await mine.getByRole('link', { name: '0:05' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.querySelector('video')?.currentTime ?? -1)),
      )
      .toBe(5);

    // Omar comments from another device: it waits behind the pill, nothing moves meanwhile.
    const posted = await provider.call(`/api/videos/${id}/comments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${omar.token}` },
      body: JSON.stringify({ text: 'Thanks for pointing that out' }),
    });
    expect(posted.status).toBe(201);
    const pill = section.getByRole('button', { name: '1 new comment' });
    await expect(pill).toBeVisible();
    await expect(heading(page, count + 2)).toBeVisible();
    const omars = section.getByRole('article', { name: 'Comment by Omar Reyes' });
    await expect(omars).toHaveCount(0);
    await pill.click();
    await expect(omars).toContainText('Thanks for pointing that out');

    // Lena answers Omar, then edits her own comment.
    await omars.getByRole('button', { name: 'Reply' }).click();
    const replyForm = section.getByRole('form', { name: 'Reply to Omar Reyes' });
    await replyForm.getByRole('textbox').fill('You are welcome');
    await replyForm.getByRole('button', { name: 'Reply' }).click();
    await expect(
      section
        .getByRole('article', { name: 'Comment by Lena Ortiz' })
        .filter({ hasText: 'You are welcome' }),
    ).toBeVisible();
    await expect(heading(page, count + 3)).toBeVisible();

    await mine.getByRole('button', { name: 'Edit' }).click();
    await section
      .getByRole('textbox', { name: 'Edit your comment' })
      .fill('The light at 0:06 is my favourite');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(mine).toContainText('The light at 0:06 is my favourite');
    await expect(mine.getByText('edited')).toBeVisible();

    // Her comment had no replies: deleted, it is gone and no longer counted. The page, its
    // confirmation open, passes axe in both themes.
    await mine.getByRole('button', { name: 'Delete' }).click();
    const html = page.locator('html');
    for (const theme of ['light', 'dark'] as const) {
      if (!new RegExp(`\\b${theme}\\b`).test((await html.getAttribute('class')) ?? '')) {
        await page
          .getByRole('banner')
          .getByRole('button', { name: `Switch to ${theme} theme` })
          .click();
      }
      await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`));
      expect(await axeViolations(page)).toEqual([]);
    }
    await section
      .getByRole('group', { name: 'Confirm' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(mine).toHaveCount(0);
    await expect(heading(page, count + 2)).toBeVisible();
  });
});
