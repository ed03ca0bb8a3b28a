import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logoutFromBar } from './support/account-bar';
import { axeViolations } from './support/axe';
import { fillLoginForm, waitForPath } from './support/app-pages';
import { seeded } from './support/catalogue';
import type { Provider } from './support/provider';

const heading = (page: Page, count: number) =>
  page.locator('#comments').getByRole('heading', {
    name: `${count} comment${count === 1 ? '' : 's'}`,
    exact: true,
  });

/** A video no other journey comments on (Bruno Keller's), and its published comments now. */
async function discussedVideo(provider: Provider): Promise<{ id: string; count: number }> {
  const { id } = seeded('videos', 'slow-horizon');
  const thread = (await (await provider.call(`/api/videos/${id}/comments`)).json()) as {
    count: number;
  };
  return { id, count: thread.count };
}
/** The seed's account that uploaded it (fixtures/manifest.json). */
const BRUNO = { email: 'bruno@example.com', password: 'creator-password' };

/** Where the page's player is, in whole seconds. */
const playerSecond = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector('video')?.currentTime ?? -1));

async function signIn(page: Page, email: string, password: string, back: string) {
  await page.goto('/login');
  await fillLoginForm(page, email, password);
  // Signed in, the login page sends the visitor on: home, or back to the page a sign-out on a
  // members' page left in the history's state (a same-address load keeps it).
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(back);
}

test.describe('comments', () => {
  test('two people discuss a video (a reply, a time that seeks, a marker on the seek bar, a pill); its uploader holds comments, approves one, rejects one and blocks a commenter; a report is hidden from the developer panel; the count stays right', async ({
    page,
    provider,
    apiURL,
  }) => {
    test.slow();
    const lena = await provider.createVerifiedAccount({ name: 'Lena Ortiz' });
    const omar = await provider.createVerifiedAccount({ name: 'Omar Reyes' });
    const { id, count } = await discussedVideo(provider);
    const videoPath = `/video/${id}`;
    const asOmar = (body: object) =>
      provider.call(`/api/videos/${id}/comments`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${omar.token}` },
        body: JSON.stringify(body),
      });

    await page.goto(videoPath);
    const section = page.locator('#comments');
    await section.scrollIntoViewIfNeeded();
    await expect(heading(page, count)).toBeVisible();
    await section.getByRole('link', { name: 'Sign in to comment' }).click();
    await waitForPath(page, '/login');
    await fillLoginForm(page, lena.email, lena.password);
    await waitForPath(page, videoPath);

    // Lena's comment about the moment the player is at, with a time in its text.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? 0))
      .toBeGreaterThan(0);
    await page.evaluate(() => {
      const video = document.querySelector('video');
      if (!video) throw new Error('No player');
      video.pause();
      video.currentTime = 3;
    });
    await section.scrollIntoViewIfNeeded();
    await section
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('The light at 0:05 is my favourite');
    await section.getByRole('checkbox', { name: 'At the current time' }).click();
    await expect(section.getByRole('checkbox', { name: 'At 0:03' })).toBeChecked();
    await section.getByRole('button', { name: 'Comment', exact: true }).click();
    const mine = section
      .getByRole('article', { name: 'Comment by Lena Ortiz' })
      .filter({ hasText: 'is my favourite' });
    await expect(mine).toContainText('The light at 0:05 is my favourite');
    await expect(heading(page, count + 1)).toBeVisible();
    // The time in the text seeks; the comment's marker on the seek bar seeks back to its moment.
    await mine.getByRole('link', { name: '0:05' }).click();
    await expect.poll(() => playerSecond(page)).toBe(5);
    const marker = page.getByRole('button', {
      name: 'Comment at 0:03: The light at 0:05 is my favourite',
    });
    await marker.click();
    await expect.poll(() => playerSecond(page)).toBe(3);

    // Omar comments from another device: it waits behind the pill, nothing moves meanwhile.
    expect((await asOmar({ text: 'Thanks for pointing that out' })).status).toBe(201);
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

    // Her comment had no replies: deleted, it is gone, no longer counted, and off the seek bar.
    // The page, its confirmation open, passes axe in both themes.
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
    await expect(marker).toHaveCount(0);

    // The uploader holds new comments for approval; Omar writes twice meanwhile.
    await logoutFromBar(page);
    await signIn(page, BRUNO.email, BRUNO.password, videoPath);
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('combobox', { name: 'Comments on your upload' }).selectOption('held');
    await expect(section.getByRole('combobox', { name: 'Comments on your upload' })).toHaveValue(
      'held',
    );
    for (const text of ['Worth the wait', 'Buy followers now']) {
      const held = await asOmar({ text });
      expect(held.status).toBe(201);
      expect(((await held.json()) as { state: string }).state).toBe('held');
    }
    // On My uploads: one approved, one rejected; the page passes axe.
    await page.goto('/my-uploads');
    const queue = page.getByRole('region', { name: 'Comments awaiting approval' });
    const waiting = (text: string) =>
      queue.getByRole('article', { name: 'Comment by Omar Reyes' }).filter({ hasText: text });
    await waiting('Worth the wait').getByRole('button', { name: 'Approve' }).click();
    await expect(waiting('Worth the wait')).toContainText('Approved: everyone sees it now.');
    await waiting('Buy followers now').getByRole('button', { name: 'Reject' }).click();
    await expect(waiting('Buy followers now')).toContainText('Rejected.');
    expect(await axeViolations(page)).toEqual([]);

    // Back on the video: the approved one counts, the rejected one is gone; Omar is blocked.
    await page.goto(videoPath);
    await section.scrollIntoViewIfNeeded();
    await expect(heading(page, count + 3)).toBeVisible();
    await expect(section.getByText('Buy followers now')).toHaveCount(0);
    await omars
      .filter({ hasText: 'Worth the wait' })
      .getByRole('button', { name: 'Block Omar Reyes' })
      .click();
    await expect(
      section.getByText('Omar Reyes can no longer comment on your uploads.'),
    ).toBeVisible();
    await section.getByRole('combobox', { name: 'Comments on your upload' }).selectOption('open');
    const refused = await asOmar({ text: 'Let me back in' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('COMMENTING_BLOCKED');
    await page.goto('/my-uploads');
    await expect(
      page
        .getByRole('region', { name: 'Blocked from commenting' })
        .getByRole('button', { name: 'Unblock Omar Reyes' }),
    ).toBeVisible();

    // Omar, blocked, may still report: Lena's reply, which the provider's staff then hide. Her
    // reply's notification leads to it: the thread unfolded, the reply focused (decision 0435).
    await logoutFromBar(page);
    await signIn(page, omar.email, omar.password, '/notifications');
    await page.getByRole('link', { name: /^Lena Ortiz replied to your comment on / }).click();
    const lenasReply = section.getByRole('article', { name: 'Linked comment by Lena Ortiz' });
    await expect(lenasReply).toContainText('You are welcome');
    await expect(lenasReply).toBeFocused();
    await expect(lenasReply).toBeInViewport();
    await expect(section.getByRole('button', { name: 'Hide 1 reply' })).toBeVisible();
    await expect(
      section.getByText('The uploader has blocked you from commenting on their uploads.'),
    ).toBeVisible();
    const first = omars.filter({ hasText: 'Thanks for pointing that out' });
    await lenasReply.getByRole('button', { name: 'Report' }).click();
    await lenasReply.getByRole('combobox', { name: 'Reason' }).selectOption('harassment');
    await lenasReply.locator('form').getByRole('button', { name: 'Report' }).click();
    await expect(lenasReply.getByRole('status')).toContainText(
      'Thank you: the comment was reported.',
    );
    const panel = await page.context().newPage();
    await panel.goto(`${apiURL}/__dev`);
    await panel
      .getByRole('article', { name: 'Report of a comment by Lena Ortiz' })
      .filter({ hasText: 'You are welcome' })
      .getByRole('button', { name: 'Hide comment' })
      .click();
    await expect(panel.getByRole('status')).toHaveText('Comment hidden; its reports are closed.');
    await panel.close();
    await page.reload();
    await section.scrollIntoViewIfNeeded();
    await expect(heading(page, count + 2)).toBeVisible();
    await expect(first).toBeVisible();
    await expect(section.getByText('You are welcome')).toHaveCount(0);
    // The link now leads to a hidden reply: a note says so, no error.
    await expect(
      section.getByText('The comment this link leads to is no longer there.'),
    ).toBeVisible();
  });
});
