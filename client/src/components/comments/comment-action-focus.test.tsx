import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_ITEM as ITEM,
  OnScreenObserver,
  testComment as comment,
  testThread as thread,
} from '../../lib/testing/comment-fixtures';
import { heldReply, mockFetch, on, TEST_USER } from '../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../lib/testing/render-app';
import { CommentsSlot } from './comments-slot';

// The thread listens on the user's socket; here nothing arrives through it.
vi.mock('../../lib/realtime/user-socket', () => ({
  holdUserSocket: () => ({
    socket: Promise.resolve({ connected: true, emit: () => null, on: () => null, off: () => null }),
    release: () => undefined,
  }),
}));

const PATH = `/api/videos/${ITEM}/comments`;
const me = { _id: TEST_USER._id, name: TEST_USER.name };
const mine = comment('Mine', { author: me });
const theirs = comment('Theirs', { author: { _id: 'e'.repeat(24), name: 'Lena Ortiz' } });
const card = (name: string) =>
  screen.getAllByRole('article', { name: `Comment by ${name}` })[0] as HTMLElement;
/** The viewer's comment (or reply) holding `text`. */
const mineWith = (text: string) =>
  screen
    .getAllByRole('article', { name: `Comment by ${me.name}` })
    .find((article) => within(article).queryByText(text));

/** The video's thread holding one comment of the viewer's and one of Lena's. */
async function renderThread(...routes: Parameters<typeof mockFetch>) {
  mockFetch(
    on('GET', '/api/extensions', { body: { extensions: ['comments'] } }),
    on('GET', PATH, { body: thread([mine, theirs]) }),
    ...routes,
  );
  renderRoutes(
    [
      {
        path: '/video/:id',
        element: <CommentsSlot kind="video" itemId={ITEM} itemPath={`/video/${ITEM}`} />,
      },
    ],
    `/video/${ITEM}`,
  );
  await screen.findByRole('article', { name: 'Comment by Lena Ortiz' });
}

/** A press of a button from the keyboard, which leaves the focus on it. */
async function press(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
}

// A form or a button that held the focus went away (or turned disabled), and the focus fell to
// the top of the page: a keyboard user started over from there (a new user's review).
describe('the focus after a comment action', () => {
  beforeEach(() => {
    storeSession(TEST_USER);
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('goes back to Edit when the edit is saved or cancelled', async () => {
    await renderThread(
      on('PATCH', `/api/comments/${mine._id}`, { body: { ...mine, text: 'Mine, mended' } }),
    );
    await press(within(card(me.name)).getByRole('button', { name: 'Edit' }));
    await press(within(card(me.name)).getByRole('button', { name: 'Cancel' }));
    expect(within(card(me.name)).getByRole('button', { name: 'Edit' })).toHaveFocus();

    await press(within(card(me.name)).getByRole('button', { name: 'Edit' }));
    await userEvent.keyboard(', mended');
    await press(within(card(me.name)).getByRole('button', { name: 'Save' }));
    expect(await within(card(me.name)).findByText('Mine, mended')).toBeVisible();
    expect(within(card(me.name)).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('goes back to Reply when the reply is cancelled, and to the reply once it is sent', async () => {
    const reply = comment('An answer', { author: me, parentId: theirs._id });
    await renderThread(on('POST', PATH, { body: reply }));
    await press(within(card('Lena Ortiz')).getByRole('button', { name: 'Reply' }));
    const form = () => screen.getByRole('form', { name: 'Reply to Lena Ortiz' });
    await press(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Lena Ortiz')).getByRole('button', { name: 'Reply' })).toHaveFocus();

    await press(within(card('Lena Ortiz')).getByRole('button', { name: 'Reply' }));
    await userEvent.keyboard('An answer');
    await press(within(form()).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Reply to/ })).toBeNull());
    expect(mineWith('An answer')).toHaveFocus();
  });

  it('goes to a new comment once it is sent', async () => {
    const posted = comment('Fresh words', { author: me });
    await renderThread(on('POST', PATH, { body: posted }));
    const form = screen.getByRole('form', { name: 'Add a comment' });
    await userEvent.type(within(form).getByRole('textbox'), 'Fresh words');
    await press(within(form).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(mineWith('Fresh words')).toHaveFocus());
  });

  it('goes back to Delete when "Delete your comment?" is cancelled', async () => {
    await renderThread();
    await press(within(card(me.name)).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: 'Confirm' });
    await press(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(card(me.name)).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('goes to Close once a report is sent, and back to Report after', async () => {
    await renderThread(on('POST', `/api/comments/${theirs._id}/reports`, { body: {} }));
    await press(within(card('Lena Ortiz')).getByRole('button', { name: 'Report' }));
    const send = within(card('Lena Ortiz'))
      .getAllByRole('button', { name: 'Report' })
      .find((button) => button.getAttribute('type') === 'submit');
    await press(send as HTMLElement);
    const close = await within(card('Lena Ortiz')).findByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await press(close);
    expect(within(card('Lena Ortiz')).getByRole('button', { name: 'Report' })).toHaveFocus();
  });

  it('stays on Like while the like is sent (a disabled button drops it)', async () => {
    const held = heldReply();
    await renderThread(on('PUT', `/api/comments/${theirs._id}/like`, held.reply));
    const like = within(card('Lena Ortiz')).getByRole('button', { name: 'Like' });
    await press(like);
    expect(like).toBeEnabled();
    expect(like).toHaveAttribute('aria-disabled', 'true');
    held.answer({ body: { liked: true, likeCount: 1 } });
    expect(
      await within(card('Lena Ortiz')).findByRole('button', { name: 'Liked · 1' }),
    ).toHaveFocus();
  });

  it('goes to the first comment "Show more" brought', async () => {
    const later = comment('From the second page');
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['comments'] } }),
      (url) => (url.includes('cursor=next') ? { body: thread([later], { count: 3 }) } : undefined),
      on('GET', PATH, { body: thread([mine, theirs], { nextCursor: 'next', count: 3 }) }),
    );
    renderRoutes(
      [
        {
          path: '/video/:id',
          element: <CommentsSlot kind="video" itemId={ITEM} itemPath={`/video/${ITEM}`} />,
        },
      ],
      `/video/${ITEM}`,
    );
    await press(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Comment by Grace Hopper' })).toHaveFocus(),
    );
  });

  it('stays on the comments setting while it is sent', async () => {
    const held = heldReply();
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['comments'] } }),
      on('GET', PATH, { body: thread([theirs], { viewer: { moderator: true, blocked: false } }) }),
      on('PUT', `/api/videos/${ITEM}/comment-settings`, held.reply),
    );
    renderRoutes(
      [
        {
          path: '/video/:id',
          element: <CommentsSlot kind="video" itemId={ITEM} itemPath={`/video/${ITEM}`} />,
        },
      ],
      `/video/${ITEM}`,
    );
    const setting = await screen.findByRole('combobox', { name: 'Comments on your upload' });
    setting.focus();
    await userEvent.selectOptions(setting, 'held');
    expect(setting).toBeEnabled();
    expect(setting).toHaveFocus();
    held.answer({ body: { mode: 'held' } });
  });
});
